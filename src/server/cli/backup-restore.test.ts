import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { list } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../core/backup/migrations.js';
import { LocalMediaStorage } from '../core/media/storage.js';
import {
  createPost,
  getBytes,
  runCommand,
  sessionEmail,
  signInAt,
  startAgora,
  uploadPicture,
  type CommandResult,
  type AgoraProcess,
} from '../test/agora-process.js';

/**
 * npm run backup / npm run restore on the embedded database, end to end: a member's post with
 * a picture, written through a real server, survives backup and restore into another DATA_DIR,
 * and so does their session.
 */
const MEMBER = { email: 'backup@school.test', password: 'backup-test-password-1' };
const OTHER = { email: 'other@school.test', password: 'other-test-password-1' };

const work = mkdtempSync(join(tmpdir(), 'agora-backup-'));
// When the tests run as root the embedded database runs as nobody, who must pass through here.
chmodSync(work, 0o755);
const freshDir = (name: string) => mkdtempSync(join(work, `${name}-`));
/** The embedded database in `dataDir`, with an auth secret generated there (AUTH_SECRET unset). */
const siteEnv = (dataDir: string, extra: NodeJS.ProcessEnv = {}) => ({ ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH_SECRET: '', ...extra });
const addUser = (dataDir: string, user: typeof MEMBER) =>
  runCommand('user-add.ts', ['--email', user.email, '--password', user.password, '--name', 'Anna', '--surname', 'Papadaki'], siteEnv(dataDir));

/** Every file and folder under `dir` with its size and time: equal snapshots mean nothing was touched. */
function snapshot(dir: string): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    const info = statSync(path);
    entries[relative(dir, path)] = entry.isDirectory() ? 'folder' : `${info.size} bytes, ${info.mtimeMs}`;
  }
  return entries;
}

const servers: AgoraProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});
async function serve(dataDir: string): Promise<AgoraProcess> {
  const server = await startAgora(siteEnv(dataDir));
  servers.push(server);
  return server;
}

// The site as it was backed up.
const original = { dataDir: '', archive: '', cookie: '', postId: '', pictureSrc: '', picture: Buffer.alloc(0) as Buffer, mediaFiles: 0, serverPid: 0 };
let whileRunning: CommandResult;
let backup: CommandResult;

beforeAll(async () => {
  original.dataDir = freshDir('site');
  const added = await addUser(original.dataDir, MEMBER);
  expect(added.code, added.stderr).toBe(0);

  const server = await serve(original.dataDir);
  original.serverPid = server.child.pid ?? 0;
  original.cookie = await signInAt(server.base, MEMBER);
  const view = await uploadPicture(server.base, original.cookie);
  // An upload is private until the post shows it, then public under the name the post gives.
  ({ id: original.postId, pictureSrc: original.pictureSrc } = await createPost(server.base, original.cookie, 'Our garden in spring', view.id));
  original.picture = (await getBytes(server.base, original.pictureSrc)).body;

  whileRunning = await runCommand('backup.ts', ['--out', join(work, 'while-running.tar.gz')], siteEnv(original.dataDir));
  await server.stop();

  // Counted on disk, apart from the code under test: the picture's widths and the site's own pictures.
  for await (const _ of new LocalMediaStorage(join(original.dataDir, 'media')).list()) original.mediaFiles++;
  original.archive = join(work, 'site.tar.gz');
  backup = await runCommand('backup.ts', ['--out', original.archive], siteEnv(original.dataDir));
}, 180_000);

describe('npm run backup (embedded database)', () => {
  it('refuses while a server holds the database, saying to stop it, back up and start it again', () => {
    expect(whileRunning.code).toBe(1);
    const message = whileRunning.stderr.trim();
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(`The embedded database in ${original.dataDir} is in use by a running Agora server (process ${original.serverPid}).`);
    expect(message).toContain('stop it, run the backup, then start it again.');
    expect(readdirSync(work).filter((name) => name.startsWith('while-running'))).toEqual([]);
  });

  it('writes the database, the auth secret and every media file, and says what it wrote', async () => {
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout.trim()).toMatch(
      new RegExp(
        `^Backed up the embedded database \\(${knownMigrations().length} migrations\\), the auth secret and ${original.mediaFiles} media files to ${original.archive} \\([\\d.]+ MB\\)\\.$`,
      ),
    );
    const entries: string[] = [];
    await list({ file: original.archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('pg/PG_VERSION');
    expect(entries).toContain('db-password');
    expect(entries.some((path) => path.startsWith('db/'))).toBe(false);
    expect(entries).toContain('auth-secret');
    expect(entries).toContain(`media/${original.pictureSrc.replace(/^\/media\//, '')}`);
    expect(entries.filter((path) => path.startsWith('media/'))).toHaveLength(original.mediaFiles);
  });

  it('refuses a DATA_DIR without a database, creating nothing there', async () => {
    const nowhere = join(work, 'no-such-site');
    const result = await runCommand('backup.ts', ['--out', join(work, 'nothing.tar.gz')], siteEnv(nowhere));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`There is no embedded database in ${nowhere} to back up: is DATA_DIR right?`);
    expect(existsSync(nowhere)).toBe(false);
    expect(existsSync(join(work, 'nothing.tar.gz'))).toBe(false);
  });

  it('explains what is missing', async () => {
    const result = await runCommand('backup.ts', [], siteEnv(original.dataDir));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Missing --out.\nUsage: npm run backup -- --out FILE.tar.gz');
  });
});

describe('npm run restore (embedded database)', () => {
  it('restores into an empty DATA_DIR: the old session cookie still works, the post is there and its picture is served', async () => {
    const dataDir = freshDir('restored');
    const result = await runCommand('restore.ts', [original.archive], siteEnv(dataDir));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      `Restored the embedded database (${knownMigrations().length} migrations), the auth secret and ${original.mediaFiles} media files (${original.mediaFiles} written, 0 already there) into ${dataDir}.`,
    );
    expect(readdirSync(dataDir).sort()).toEqual(['auth-secret', 'db-password', 'media', 'pg']);

    const server = await serve(dataDir);
    expect(await sessionEmail(server.base, original.cookie)).toBe(MEMBER.email);
    const post = await getBytes(server.base, `/api/posts/${original.postId}`);
    expect(post.status).toBe(200);
    expect(JSON.parse(post.body.toString())).toMatchObject({ title: 'Our garden in spring', thumbnail: { src: original.pictureSrc } });
    const served = await getBytes(server.base, original.pictureSrc);
    expect(served.status).toBe(200);
    expect(served.body.equals(original.picture)).toBe(true);
    await server.stop();
  }, 120_000);

  it('refuses a backup of the embedded database while DATABASE_URL points at PostgreSQL, touching nothing', async () => {
    const dataDir = freshDir('postgres-site');
    const result = await runCommand('restore.ts', [original.archive], siteEnv(dataDir, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nothing', AUTH_SECRET: 'a-secret-of-at-least-thirty-two-characters' }));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      'This backup holds an embedded database, but DATABASE_URL points at PostgreSQL: unset it to restore into the embedded database in DATA_DIR.',
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("restores an earlier version's PGlite backup, which the next start moves to PostgreSQL", async () => {
    // A site as earlier versions kept it: PGlite in DATA_DIR/db.
    const earlier = freshDir('pglite-site');
    const pgliteEnv = (dataDir: string) => siteEnv(dataDir, { EMBEDDED_DATABASE: 'pglite' });
    const added = await runCommand('user-add.ts', ['--email', OTHER.email, '--password', OTHER.password, '--name', 'Eleni', '--surname', 'Georgiou'], pgliteEnv(earlier));
    expect(added.code, added.stderr).toBe(0);
    expect(existsSync(join(earlier, 'db', 'PG_VERSION'))).toBe(true);
    const archive = join(work, 'pglite-site.tar.gz');
    const made = await runCommand('backup.ts', ['--out', archive], pgliteEnv(earlier));
    expect(made.stderr).toBe('');
    const entries: string[] = [];
    await list({ file: archive, onReadEntry: (entry) => void entries.push(entry.path) });
    expect(entries).toContain('db/PG_VERSION');

    const dataDir = freshDir('from-pglite');
    const result = await runCommand('restore.ts', [archive], siteEnv(dataDir));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(readdirSync(dataDir).sort()).toEqual(['auth-secret', 'db']);

    const server = await serve(dataDir);
    expect(await sessionEmail(server.base, await signInAt(server.base, OTHER))).toBe(OTHER.email);
    await server.stop();
    const names = readdirSync(dataDir);
    expect(names).toContain('pg');
    expect(names).not.toContain('db');
    expect(names.some((name) => name.startsWith('db-pglite-'))).toBe(true);
  }, 120_000);

  it('explains what is missing', async () => {
    const result = await runCommand('restore.ts', ['--replace'], siteEnv(freshDir('nothing')));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('Missing the backup file.\nUsage: npm run restore -- FILE.tar.gz [--replace]');
  });
});

// These three run in order on one site that already has a database of its own.
describe('npm run restore onto a site that already has a database', () => {
  let dataDir: string;
  let before: Record<string, string>;
  let secret: string;

  beforeAll(async () => {
    dataDir = freshDir('other');
    const added = await addUser(dataDir, OTHER);
    expect(added.code, added.stderr).toBe(0);
    await new LocalMediaStorage(join(dataDir, 'media')).put('blog/theirs-320.webp', Buffer.from('their picture'), 'image/webp');
    secret = readFileSync(join(dataDir, 'auth-secret'), 'utf8');
    before = snapshot(dataDir);
  }, 60_000);

  it('refuses without --replace and changes nothing', async () => {
    const result = await runCommand('restore.ts', [original.archive], siteEnv(dataDir));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(
      `${dataDir} already has a database. To put the backup in its place, run again with --replace: the current database, media and auth secret are moved into ${join(dataDir, 'replaced-<time>')}, not deleted.`,
    );
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('refuses a truncated archive, even with --replace, and changes nothing', async () => {
    const truncated = join(work, 'truncated.tar.gz');
    copyFileSync(original.archive, truncated);
    truncateSync(truncated, Math.floor(statSync(truncated).size / 2));
    const result = await runCommand('restore.ts', [truncated, '--replace'], siteEnv(dataDir));
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(`The backup ${truncated} is damaged or incomplete (zlib: unexpected end of file); nothing was changed.`);
    expect(snapshot(dataDir)).toEqual(before);
  });

  it('with --replace moves the old database, media and secret into replaced-*/, and the restored site works', async () => {
    const result = await runCommand('restore.ts', [original.archive, '--replace'], siteEnv(dataDir));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const aside = readdirSync(dataDir).find((name) => name.startsWith('replaced-'));
    expect(aside).toMatch(/^replaced-\d{4}-\d\d-\d\dT[\d-]+Z$/);
    expect(result.stdout).toContain(`What was there before is in ${join(dataDir, aside!)}.`);
    const old = join(dataDir, aside!);
    expect(readFileSync(join(old, 'auth-secret'), 'utf8')).toBe(secret);
    expect(existsSync(join(old, 'pg', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(old, 'db-password'))).toBe(true);
    expect(readFileSync(join(old, 'media', 'blog', 'theirs-320.webp'), 'utf8')).toBe('their picture');
    expect(existsSync(join(dataDir, 'media', 'blog', 'theirs-320.webp'))).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual([aside, 'auth-secret', 'db-password', 'media', 'pg'].sort());

    const server = await serve(dataDir);
    expect(await sessionEmail(server.base, original.cookie)).toBe(MEMBER.email);
    expect((await getBytes(server.base, original.pictureSrc)).status).toBe(200);
    await expect(signInAt(server.base, OTHER)).rejects.toThrow(/sign-in failed/);
    await server.stop();
  }, 120_000);
});
