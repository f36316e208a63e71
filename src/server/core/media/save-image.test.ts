import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { media } from '../db/schema.js';
import { buildTestApp } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { picture, SVG } from '../../test/images.js';
import { saveImage, variantName } from './save-image.js';
import { NameTakenError, type LocalMediaStorage, type MediaStorage } from './storage.js';

let app: App;
let ownerId: string;
let storage: LocalMediaStorage;

beforeAll(async () => {
  app = await buildTestApp();
  ownerId = (await createUser(app)).id;
  storage = app.mediaStorage as LocalMediaStorage;
});
afterAll(() => app.close());

function storedFiles(): string[] {
  if (!existsSync(storage.root)) return [];
  return readdirSync(storage.root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(storage.root.length + 1));
}

async function mediaRows(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(media);
  return row?.n ?? 0;
}

beforeEach(async () => {
  await app.db.delete(media);
  for (const name of storedFiles()) await storage.delete(name);
});

/** The local storage, failing the way `fail` says on the n-th put. */
function failingStorage(fail: (call: number) => Error | null): MediaStorage & { puts: string[] } {
  const puts: string[] = [];
  return {
    puts,
    serving: storage.serving,
    description: storage.description,
    delete: (name) => storage.delete(name),
    read: (name) => storage.read(name),
    list: () => storage.list(),
    async put(name, data, type) {
      puts.push(name);
      const error = fail(puts.length);
      if (error) throw error;
      await storage.put(name, data, type);
    },
  };
}

describe('saveImage', () => {
  it('stores every variant under one key and records the image', async () => {
    const row = await saveImage({ db: app.db, storage }, { buffer: await picture('jpeg', 1024, 512), folder: 'blog', ownerId });
    expect(row).toMatchObject({ ownerId, folder: 'blog', contentType: 'image/webp', width: 1024, height: 512, variants: [320, 640, 1024] });
    expect(row.key).toMatch(/^blog\/[A-Za-z0-9_-]{22}$/);
    expect(storedFiles().sort()).toEqual([320, 640, 1024].map((w) => variantName(row.key, w)).sort());
    expect(row.bytes).toBeGreaterThan(0);
  });

  it('accepts the site folder and no owner, as the seed uses them', async () => {
    const row = await saveImage({ db: app.db, storage }, { buffer: await picture('png'), folder: 'site', ownerId: null });
    expect(row).toMatchObject({ folder: 'site', ownerId: null, variants: [320] });
  });

  it('removes the files it wrote when a later write fails, and records nothing', async () => {
    const flaky = failingStorage((call) => (call === 2 ? new Error('disk full') : null));
    await expect(
      saveImage({ db: app.db, storage: flaky }, { buffer: await picture('jpeg', 1024, 512), folder: 'blog', ownerId }),
    ).rejects.toThrow('disk full');
    expect(flaky.puts).toHaveLength(2);
    expect(storedFiles()).toEqual([]);
    expect(await mediaRows()).toBe(0);
  });

  it('removes the files when the database refuses the row', async () => {
    await expect(
      saveImage({ db: app.db, storage }, { buffer: await picture('jpeg', 700, 350), folder: 'blog', ownerId: 'no-such-user' }),
    ).rejects.toThrow();
    expect(storedFiles()).toEqual([]);
    expect(await mediaRows()).toBe(0);
  });

  it('picks a new name when one is taken, never overwriting', async () => {
    const clashing = failingStorage((call) => (call === 1 ? new NameTakenError('blog/x-320.webp') : null));
    const row = await saveImage({ db: app.db, storage: clashing }, { buffer: await picture('png'), folder: 'blog', ownerId });
    expect(clashing.puts).toHaveLength(2);
    expect(clashing.puts[1]).toBe(variantName(row.key, 320));
    expect(clashing.puts[0]).not.toBe(clashing.puts[1]);
    expect(storedFiles()).toEqual([variantName(row.key, 320)]);
  });

  it('gives up after a few taken names', async () => {
    const alwaysTaken = failingStorage(() => new NameTakenError('blog/x-320.webp'));
    await expect(saveImage({ db: app.db, storage: alwaysTaken }, { buffer: await picture('png'), folder: 'blog', ownerId })).rejects.toBeInstanceOf(
      NameTakenError,
    );
    expect(alwaysTaken.puts).toHaveLength(3);
    expect(await mediaRows()).toBe(0);
  });

  it('writes nothing for a refused file', async () => {
    const watched = failingStorage(() => null);
    await expect(saveImage({ db: app.db, storage: watched }, { buffer: SVG, folder: 'blog', ownerId })).rejects.toMatchObject({
      code: 'unsupported_image',
    });
    expect(watched.puts).toEqual([]);
    expect(await mediaRows()).toBe(0);
  });
});
