import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { embeddedPostgresFits } from './embedded-postgres.js';

/** Which engine the embedded database (no DATABASE_URL) runs on, decision 0019. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'agora-client-'));
  // When the tests run as root the cluster belongs to nobody, who must pass through here.
  chmodSync(root, 0o755);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('openDatabase without DATABASE_URL', () => {
  it('runs PostgreSQL in DATA_DIR/pg, and stops it and frees the folder on close', async () => {
    const dataDir = join(root, 'site');
    const messages: string[] = [];
    const database = await openDatabase({ databaseUrl: undefined, dataDir, purpose: 'test', log: (m) => messages.push(m) });
    try {
      expect(database.kind).toBe('embedded');
      await database.migrate();
      const { rows } = (await database.db.execute(sql`select current_setting('server_version') as version`)) as unknown as { rows: { version: string }[] };
      expect(rows[0]!.version).toMatch(/^18\./);
    } finally {
      await database.close();
    }
    expect(readdirSync(dataDir).sort()).toEqual(['db-password', 'pg']);
    expect(messages).toEqual([]);
    // Closed means stopped: the folder opens again at once, with what it had.
    const again = await openDatabase({ databaseUrl: undefined, dataDir, purpose: 'test' });
    try {
      const { rows } = (await again.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 60_000);

  it('opened while its PostgreSQL still starts, makes what is asked of it meanwhile wait for it', async () => {
    const dataDir = join(root, 'while-starting');
    // The cluster made first: the open below is a start's, which answers before the cluster does.
    await (await openDatabase({ databaseUrl: undefined, dataDir, purpose: 'test' })).close();
    const messages: string[] = [];
    const database = await openDatabase({ databaseUrl: undefined, dataDir, purpose: 'test', whileStarting: true, log: (m) => messages.push(m) });
    try {
      // Asked at once, all together: a pool's statement, a lock, a listener and the migrations.
      const heard: string[] = [];
      const [{ rows }, locked, unlisten] = await Promise.all([
        database.db.execute(sql`select 1 as one`) as unknown as Promise<{ rows: { one: number }[] }>,
        database.withLock('while-starting', async () => 'locked'),
        database.listen('agora_while_starting', (payload) => heard.push(payload)),
        database.migrate(),
      ]);
      expect(rows).toEqual([{ one: 1 }]);
      expect(locked).toBe('locked');
      await database.notify('agora_while_starting', 'heard');
      await expect.poll(() => heard).toEqual(['heard']);
      await unlisten();
    } finally {
      await database.close();
    }
    // Nothing was refused or lost on the way (a connection tried too early would say so).
    expect(messages).toEqual([]);
  }, 60_000);

  it('runs PGlite when asked to (EMBEDDED_DATABASE=pglite)', async () => {
    const dataDir = join(root, 'asked');
    const database = await openDatabase({ databaseUrl: undefined, dataDir, embedded: 'pglite', purpose: 'test' });
    await database.close();
    expect(readdirSync(dataDir)).toEqual(['db']);
  }, 60_000);

  // Only root meets this: PostgreSQL then runs as nobody, who may be shut out of DATA_DIR's parents.
  it.runIf(process.getuid?.() === 0)('falls back to PGlite, saying why, when PostgreSQL could not reach DATA_DIR', async () => {
    const closed = join(root, 'closed');
    mkdirSync(closed, { mode: 0o700 });
    const dataDir = join(closed, 'site');
    const messages: string[] = [];
    const database = await openDatabase({ databaseUrl: undefined, dataDir, purpose: 'test', log: (m) => messages.push(m) });
    await database.close();
    expect(readdirSync(dataDir)).toEqual(['db']);
    expect(messages).toEqual([
      `The embedded database runs on PGlite, which is slower and needs more memory than PostgreSQL: Agora runs as root, so PostgreSQL (which refuses root) would run as the user nobody, who cannot enter ${closed}: run Agora as an ordinary user, or let others enter the folders above DATA_DIR (chmod o+x).`,
    ]);
  }, 60_000);

  // A checkout in root's home (0700): PostgreSQL's own programs are out of nobody's reach.
  it.runIf(process.getuid?.() === 0)('fits PostgreSQL whose programs nobody cannot reach by a copy in the temporary folder, and says why not when that is closed too', async () => {
    const home = join(root, 'home');
    const programs = join(home, 'agora', 'bin');
    mkdirSync(programs, { recursive: true, mode: 0o700 });
    chmodSync(home, 0o700);
    expect(await embeddedPostgresFits(join(root, 'open-data'), programs)).toEqual({ fits: true });
    const closedTemp = join(home, 'tmp');
    mkdirSync(closedTemp);
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = closedTemp;
    try {
      expect(await embeddedPostgresFits(join(root, 'open-data'), programs)).toEqual({
        fits: false,
        reason: `Agora runs as root, so PostgreSQL (which refuses root) would run as the user nobody, who cannot reach its programs in ${programs} (a folder above them, such as a home folder, lets only its owner in): put the checkout where others may pass (e.g. /opt/agora), or run Agora as an ordinary user`,
      });
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    }
  });
});
