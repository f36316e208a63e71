import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStorage, NameTakenError, randomMediaKey } from './storage.js';

const root = mkdtempSync(join(tmpdir(), 'agora-media-'));
const storage = new LocalMediaStorage(join(root, 'media'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

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

  it.each(['../outside.webp', 'blog/../../outside.webp', '/etc/passwd', 'blog/a/b.webp', 'blog/.hidden', 'blog/', 'Blog/x.webp', 'x.webp'])(
    'refuses a name that is not folder/name: %s',
    async (name) => {
      await expect(storage.put(name, Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a media name/);
      await expect(storage.delete(name)).rejects.toThrow(/not a media name/);
    },
  );
});
