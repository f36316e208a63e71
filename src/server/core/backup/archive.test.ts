import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { create, list } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from '../media/storage.js';
import { extractArchive, readManifest, writeArchive } from './archive.js';
import { authSecretNote, type Manifest } from './manifest.js';
import { putMediaBack } from './media.js';

const base = mkdtempSync(join(tmpdir(), 'agora-archive-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let count = 0;
const fresh = (name: string) => {
  const dir = join(base, `${name}-${++count}`);
  mkdirSync(dir);
  return dir;
};

const manifest: Manifest = {
  format: 1,
  kind: 'pglite',
  createdAt: '2025-03-01T10:00:00.000Z',
  migrations: ['0000_initial'],
  media: 2,
  authSecret: 'included',
  note: authSecretNote(true),
};

/** A data folder as the embedded database leaves it (a few files, an empty folder), with two stored pictures. */
async function site() {
  const root = fresh('site');
  mkdirSync(join(root, 'db', 'base'), { recursive: true });
  mkdirSync(join(root, 'db', 'pg_notify'));
  writeFileSync(join(root, 'db', 'PG_VERSION'), '17\n');
  writeFileSync(join(root, 'db', 'base', '1234'), Buffer.alloc(300_000, 7));
  writeFileSync(join(root, 'auth-secret'), 'the-secret\n', { mode: 0o600 });
  const storage = new LocalMediaStorage(join(root, 'media'));
  await storage.put('blog/pic-320.webp', Buffer.from('small picture'), 'image/webp');
  await storage.put('profile/face-640.webp', Buffer.alloc(100_000, 3), 'image/webp');
  const paths = ['db', 'db/PG_VERSION', 'db/base', 'db/base/1234', 'db/pg_notify', 'auth-secret'];
  return { root, storage, paths, media: ['blog/pic-320.webp', 'profile/face-640.webp'] };
}

async function entriesOf(file: string): Promise<string[]> {
  const paths: string[] = [];
  await list({ file, onReadEntry: (entry) => void paths.push(entry.path) });
  return paths;
}

describe('writeArchive', () => {
  it('writes the manifest first, then the files on disk, then every media file, for its owner only', async () => {
    const { root, storage, paths, media } = await site();
    const out = join(fresh('out'), 'backup.tar.gz');
    const written = await writeArchive(out, { manifest, root, paths, media, storage });
    expect(written).toEqual({ media: 2, vanished: [], bytes: statSync(out).size });
    expect(await entriesOf(out)).toEqual([
      'manifest.json',
      'db/',
      'db/PG_VERSION',
      'db/base/',
      'db/base/1234',
      'db/pg_notify/',
      'auth-secret',
      'media/blog/pic-320.webp',
      'media/profile/face-640.webp',
    ]);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(existsSync(`${out}.partial`)).toBe(false);
  });

  it('leaves out a media file deleted between listing and reading, and says so', async () => {
    const { root, storage, media } = await site();
    const out = join(fresh('out'), 'backup.tar.gz');
    const written = await writeArchive(out, { manifest, root, paths: [], media: [...media, 'blog/gone-320.webp'], storage });
    expect(written).toMatchObject({ media: 2, vanished: ['blog/gone-320.webp'] });
    expect(await entriesOf(out)).toEqual(['manifest.json', 'media/blog/pic-320.webp', 'media/profile/face-640.webp']);
  });

  it('on failure leaves no partial file and an earlier archive of the same name as it was', async () => {
    const { root, storage, media } = await site();
    const out = join(fresh('out'), 'backup.tar.gz');
    writeFileSync(out, 'yesterday');
    await expect(writeArchive(out, { manifest, root, paths: ['db', 'no-such-file'], media, storage })).rejects.toThrow(/ENOENT/);
    expect(readFileSync(out, 'utf8')).toBe('yesterday');
    expect(existsSync(`${out}.partial`)).toBe(false);
  });
});

describe('readManifest and extractArchive', () => {
  it('read the manifest alone, then unpack everything, empty folders included', async () => {
    const { root, storage, paths, media } = await site();
    const out = join(fresh('out'), 'backup.tar.gz');
    await writeArchive(out, { manifest, root, paths, media, storage });
    expect(await readManifest(out)).toEqual(manifest);

    const dest = fresh('dest');
    await extractArchive(out, dest);
    expect(readFileSync(join(dest, 'db', 'base', '1234'))).toEqual(Buffer.alloc(300_000, 7));
    expect(statSync(join(dest, 'db', 'pg_notify')).isDirectory()).toBe(true);
    expect(readFileSync(join(dest, 'auth-secret'), 'utf8')).toBe('the-secret\n');
    expect(readFileSync(join(dest, 'media', 'blog', 'pic-320.webp'), 'utf8')).toBe('small picture');
  });

  it('refuse a truncated archive as damaged, though its manifest is still readable', async () => {
    const { root, storage, paths, media } = await site();
    const out = join(fresh('out'), 'backup.tar.gz');
    await writeArchive(out, { manifest, root, paths, media, storage });
    truncateSync(out, Math.floor(statSync(out).size / 2));
    expect(await readManifest(out)).toEqual(manifest);
    await expect(extractArchive(out, fresh('dest'))).rejects.toThrowError(
      `The backup ${out} is damaged or incomplete (zlib: unexpected end of file); nothing was changed.`,
    );
  });

  it('refuse what is not an Agora backup', async () => {
    const dir = fresh('other');
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    const otherTar = join(dir, 'other.tar.gz');
    await create({ file: otherTar, gzip: true, cwd: dir }, ['notes.txt']);
    await expect(readManifest(otherTar)).rejects.toThrowError(`${otherTar} is not an Agora backup: it does not start with a manifest.json.`);
    await expect(readManifest(join(dir, 'notes.txt'))).rejects.toThrowError(/is damaged or incomplete|is not an Agora backup/);
    await expect(readManifest(join(dir, 'missing.tar.gz'))).rejects.toThrowError(`There is no backup file ${join(dir, 'missing.tar.gz')}.`);
    await expect(extractArchive(join(dir, 'missing.tar.gz'), fresh('dest'))).rejects.toThrowError(/^There is no backup file/);
  });

  it('unpack an archive of mostly zeros, as empty database pages make it (gzip shrinks them 1000 times)', async () => {
    const root = fresh('zeros');
    mkdirSync(join(root, 'db'));
    writeFileSync(join(root, 'db', 'empty-pages'), Buffer.alloc(64 * 1024 * 1024));
    const storage = new LocalMediaStorage(join(root, 'media'));
    const out = join(fresh('out'), 'backup.tar.gz');
    await writeArchive(out, { manifest, root, paths: ['db', 'db/empty-pages'], media: [], storage });
    expect(statSync(out).size).toBeLessThan(100 * 1024);
    const dest = fresh('dest');
    await extractArchive(out, dest);
    expect(statSync(join(dest, 'db', 'empty-pages')).size).toBe(64 * 1024 * 1024);
    rmSync(root, { recursive: true });
    rmSync(dest, { recursive: true });
  });

  it('unpack only what a backup holds: no links, no stray files', async () => {
    const dir = fresh('crafted');
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    mkdirSync(join(dir, 'db'));
    symlinkSync('/etc/passwd', join(dir, 'db', 'link'));
    writeFileSync(join(dir, 'stray.sh'), 'echo hi');
    mkdirSync(join(dir, 'media', 'blog'), { recursive: true });
    writeFileSync(join(dir, 'media', 'blog', 'ok-320.webp'), 'x');
    const file = join(dir, 'crafted.tar.gz');
    await create({ file, gzip: true, cwd: dir }, ['manifest.json', 'db', 'stray.sh', 'media']);
    const dest = fresh('dest');
    await extractArchive(file, dest);
    expect(existsSync(join(dest, 'db', 'link'))).toBe(false);
    expect(existsSync(join(dest, 'stray.sh'))).toBe(false);
    expect(existsSync(join(dest, 'media', 'blog', 'ok-320.webp'))).toBe(true);
  });
});

describe('putMediaBack', () => {
  it('writes every file once: a second run finds them all there', async () => {
    const { storage } = await site();
    const target = new LocalMediaStorage(join(fresh('target'), 'media'));
    expect(await putMediaBack(storage, target)).toEqual({ written: 2, skipped: 0 });
    expect(await putMediaBack(storage, target)).toEqual({ written: 0, skipped: 2 });
    expect((await target.read('profile/face-640.webp'))?.equals(Buffer.alloc(100_000, 3))).toBe(true);
  });
});
