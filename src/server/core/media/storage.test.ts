import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage, NameTakenError, randomMediaKey } from './storage.js';

const root = mkdtempSync(join(tmpdir(), 'agora-media-'));
const storage = new LocalMediaStorage(join(root, 'media'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Everything `list` yields (Array.fromAsync needs Node 22). */
async function listAll(from: LocalMediaStorage) {
  const files = [];
  for await (const file of from.list()) files.push(file);
  return files;
}

describe('randomMediaKey', () => {
  it('is the folder and 128 random bits in base64url', () => {
    const keys = new Set(Array.from({ length: 100 }, () => randomMediaKey('blog')));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^blog\/[A-Za-z0-9_-]{22}$/);
  });
});

describe('LocalMediaStorage', () => {
  it('writes a file under its folder, creating the folder', async () => {
    await storage.put('blog/abc-320.webp', Buffer.from('one'), 'image/webp');
    expect(readFileSync(join(root, 'media', 'blog', 'abc-320.webp'), 'utf8')).toBe('one');
    expect(storage.serving).toEqual({ kind: 'directory', root: join(root, 'media') });
  });

  it('never overwrites a file: a taken name is a NameTakenError and the file is unchanged', async () => {
    await storage.put('blog/taken-320.webp', Buffer.from('first'), 'image/webp');
    await expect(storage.put('blog/taken-320.webp', Buffer.from('second'), 'image/webp')).rejects.toBeInstanceOf(NameTakenError);
    expect(readFileSync(join(root, 'media', 'blog', 'taken-320.webp'), 'utf8')).toBe('first');
  });

  it('deletes a file, and a missing one quietly', async () => {
    await storage.put('profile/gone-320.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('profile/gone-320.webp');
    await storage.delete('profile/gone-320.webp');
    expect(readdirSync(join(root, 'media', 'profile'))).toEqual([]);
  });

  it('reads back what it stored, and null for a name that is not there', async () => {
    await storage.put('blog/read-320.webp', Buffer.from('bytes'), 'image/webp');
    expect((await storage.read('blog/read-320.webp'))?.toString()).toBe('bytes');
    expect(await storage.read('blog/never-320.webp')).toBeNull();
  });

  it('lists every stored file with its size and time, and nothing that is not a media name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'agora-media-list-'));
    const own = new LocalMediaStorage(join(dir, 'media'));
    expect(await listAll(own)).toEqual([]);
    await own.put('blog/one-320.webp', Buffer.from('one'), 'image/webp');
    await own.put('profile/two-640.webp', Buffer.from('second'), 'image/webp');
    // What put could never have written: a hidden file, a nested folder, a file at the top.
    writeFileSync(join(dir, 'media', 'blog', '.DS_Store'), 'x');
    mkdirSync(join(dir, 'media', 'blog', 'nested'));
    writeFileSync(join(dir, 'media', 'blog', 'nested', 'deep.webp'), 'x');
    writeFileSync(join(dir, 'media', 'top.webp'), 'x');
    const listed = await listAll(own);
    expect(listed.map(({ name, size }) => ({ name, size })).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'blog/one-320.webp', size: 3 },
      { name: 'profile/two-640.webp', size: 6 },
    ]);
    for (const file of listed) expect(file.lastModified).toBeInstanceOf(Date);
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['../outside.webp', 'blog/../../outside.webp', '/etc/passwd', 'blog/a/b.webp', 'blog/.hidden', 'blog/', 'Blog/x.webp', 'x.webp'])(
    'refuses a name that is not folder/name: %s',
    async (name) => {
      await expect(storage.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a media name/);
      await expect(storage.delete(name)).rejects.toThrow(/not a media name/);
      await expect(storage.read(name)).rejects.toThrow(/not a media name/);
    },
  );
});
