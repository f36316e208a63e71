import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../test/build-app.js';
import { createUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { loadMediaViews, presentMedia } from './presenter.js';
import { saveImage, type MediaRow } from './save-image.js';

let app: App;
let wide: MediaRow;
let small: MediaRow;

beforeAll(async () => {
  app = await buildTestApp();
  const ownerId = (await createUser(app)).id;
  const deps = { db: app.db, storage: app.mediaStorage };
  wide = await saveImage(deps, { buffer: await picture('jpeg', 2000, 1000), folder: 'blog', ownerId });
  small = await saveImage(deps, { buffer: await picture('png', 200, 100), folder: 'profile', ownerId });
});
afterAll(() => app.close());

describe('presentMedia', () => {
  it('points src at the largest variant and lists every variant in srcset', () => {
    const row = { id: randomUUID(), key: 'blog/abc', width: 1024, height: 512, variants: [320, 640, 1024] };
    expect(presentMedia(row)).toEqual({
      id: row.id,
      src: '/media/blog/abc-1024.webp',
      srcset: '/media/blog/abc-320.webp 320w, /media/blog/abc-640.webp 640w, /media/blog/abc-1024.webp 1024w',
      width: 1024,
      height: 512,
    });
  });

  it('presents a stored image with the size of its largest variant', () => {
    expect(presentMedia(wide)).toMatchObject({ src: `/media/${wide.key}-1600.webp`, width: 1600, height: 800 });
    expect(presentMedia(small)).toEqual({
      id: small.id,
      src: `/media/${small.key}-200.webp`,
      srcset: `/media/${small.key}-200.webp 200w`,
      width: 200,
      height: 100,
    });
  });
});

describe('loadMediaViews', () => {
  it('loads many images in one query, by id, leaving out unknown and malformed ids', async () => {
    const select = vi.spyOn(app.db, 'select');
    const views = await loadMediaViews(app.db, [wide.id, small.id, wide.id, randomUUID(), 'not-a-uuid', null, undefined]);
    expect(select).toHaveBeenCalledTimes(1);
    select.mockRestore();
    expect([...views.keys()].sort()).toEqual([wide.id, small.id].sort());
    expect(views.get(wide.id)).toEqual(presentMedia(wide));
  });

  it('asks nothing for no ids', async () => {
    const select = vi.spyOn(app.db, 'select');
    expect((await loadMediaViews(app.db, [])).size).toBe(0);
    expect(select).not.toHaveBeenCalled();
    select.mockRestore();
  });
});
