import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES } from '../../../shared/constants.js';
import type { App } from '../../app.js';
import { media } from '../../core/db/schema.js';
import { buildTestApp, signIn, TEST_ORIGIN } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { imageQueue } from '../../core/media/image-queue.js';
import { bombPng, hasGpsInfo, phonePhoto, PHOTO_MARKERS, picture, pixelAt, SVG, truncatedJpeg, twelveMegapixelPhoto } from '../../test/images.js';
import { fileUpload, multipart } from '../../test/multipart.js';

let app: App;
let member: TestUser;
let cookie: string;
let mediaRoot: string;

beforeAll(async () => {
  app = await buildTestApp();
  member = await createUser(app);
  cookie = await signIn(app, member.email, member.password);
  if (app.mediaStorage.serving.kind !== 'directory') throw new Error('these tests read the local media folder');
  mediaRoot = app.mediaStorage.serving.root;
});
afterAll(() => app.close());

/** Every file under DATA_DIR/media. */
function storedFiles(): string[] {
  if (!existsSync(mediaRoot)) return [];
  return readdirSync(mediaRoot, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function mediaRows(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(media);
  return row?.n ?? 0;
}

/** Refusal tests start from an empty store, so "nothing stored" means nothing at all. */
async function expectNothingStored(): Promise<void> {
  expect(await mediaRows()).toBe(0);
  expect(storedFiles()).toEqual([]);
}

beforeEach(async () => {
  await app.db.delete(media);
  for (const file of storedFiles()) await import('node:fs/promises').then((fs) => fs.unlink(file));
});

const upload = (body: { payload: Buffer; headers: Record<string, string> }, folder = 'blog', headers: Record<string, string> = { cookie }) =>
  app.inject({
    method: 'POST',
    url: `/api/media?folder=${folder}`,
    headers: { origin: TEST_ORIGIN, ...headers, ...body.headers },
    payload: body.payload,
  });

/** One 12 MP photo for the tests that need one: making it takes a while. */
let photo12: Promise<Buffer> | undefined;
const cameraPhoto = () => (photo12 ??= twelveMegapixelPhoto());

describe('POST /api/media', () => {
  it('stores a phone photo upright, without EXIF, GPS or XMP, and answers its view', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.exif && hasGpsInfo(before.exif)).toBe(true);

    const response = await upload(fileUpload(original, 'IMG_0001.jpg'));
    expect(response.statusCode).toBe(201);
    const view = response.json();
    expect(view).toEqual({
      id: expect.any(String),
      // A fresh upload is private until what shows it is public.
      src: expect.stringMatching(/^\/media\/members\/[A-Za-z0-9_-]{22}-200\.webp$/),
      srcset: `${view.src} 200w`,
      width: 200,
      height: 400,
    });

    const [row] = await app.db.select().from(media).where(eq(media.id, view.id));
    expect(row).toMatchObject({ ownerId: member.id, folder: 'blog', contentType: 'image/webp', width: 200, height: 400, variants: [200] });

    // Its uploader reads it.
    const served = await app.inject({ method: 'GET', url: view.src, headers: { cookie } });
    expect(served.statusCode).toBe(200);
    const stored = served.rawPayload;
    expect(row?.bytes).toBe(stored.length);
    const metadata = await sharp(stored).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 200, 400]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(stored.includes(PHOTO_MARKERS.make)).toBe(false);
    // Upright: the left (red) half of the sensor image is now the top.
    const [red] = await pixelAt(stored, 100, 20);
    expect(red).toBeGreaterThan(150);
  });

  it.each([
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['avif', 'image/avif'],
  ] as const)('accepts %s', async (format, type) => {
    const response = await upload(fileUpload(await picture(format, 640, 320), `picture.${format}`, type), 'profile');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 640, height: 320 });
    expect(storedFiles()).toHaveLength(2);
  });

  it('stores each width up to the original and no wider, under one random name', async () => {
    const response = await upload(fileUpload(await picture('jpeg', 1024, 512)), 'collaboration');
    expect(response.statusCode).toBe(201);
    const view = response.json();
    const base = view.src.replace(/-1024\.webp$/, '');
    expect(view.src).toMatch(/^\/media\/collaboration\/[A-Za-z0-9_-]{22}-1024\.webp$/);
    expect(view.srcset).toBe(`${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1024.webp 1024w`);
    expect([view.width, view.height]).toEqual([1024, 512]);
    expect(storedFiles().map((f) => f.slice(mediaRoot.length)).sort()).toEqual(
      [320, 640, 1024].map((w) => `${base.replace('/media', '')}-${w}.webp`).sort(),
    );
    for (const width of [320, 640, 1024]) {
      // A collaboration's picture is for members only: a visitor is told it is not there.
      expect((await app.inject({ method: 'GET', url: `${base}-${width}.webp` })).statusCode).toBe(404);
      const served = await app.inject({ method: 'GET', url: `${base}-${width}.webp`, headers: { cookie } });
      expect(served.headers['cache-control']).toBe('private, no-cache');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
  });

  it('gives two uploads of the same picture different names', async () => {
    const body = fileUpload(await picture('png'));
    const first = (await upload(body)).json();
    const second = (await upload(body)).json();
    expect(first.src).not.toBe(second.src);
    expect(first.id).not.toBe(second.id);
  });

  it('refuses a 12 MP photo with 503 while the picture queue is full, storing nothing, and takes it once there is room', async () => {
    const photo = await cameraPhoto();
    // Fill every turn and every waiting place of the server's queue with work that lasts until released.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from({ length: imageQueue.concurrency + imageQueue.maxWaiting }, () => imageQueue.run(() => released));
    expect(imageQueue.full).toBe(true);
    try {
      const refused = await upload(fileUpload(photo, 'IMG_0002.jpg'));
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json()).toEqual({
        error: { code: 'image_queue_full', message: 'The server is busy processing other pictures. Please try again in a few seconds.' },
      });
      await expectNothingStored();
    } finally {
      release();
      await Promise.all(holders);
    }

    // With room again, the same photo is stored whole: its four widths, the largest 1600 px.
    const accepted = await upload(fileUpload(photo, 'IMG_0002.jpg'));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json()).toMatchObject({ width: 1600, height: 1200 });
    expect(await mediaRows()).toBe(1);
    expect(storedFiles()).toHaveLength(4);
  }, 60_000);

  it('queues a burst of 12 MP photos rather than refusing it when it fits the queue', async () => {
    const photo = await cameraPhoto();
    const burst = Math.min(imageQueue.concurrency + imageQueue.maxWaiting, 4);
    const responses = await Promise.all(Array.from({ length: burst }, (_, i) => upload(fileUpload(photo, `IMG_${i}.jpg`))));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: burst }, () => 201));
    expect(await mediaRows()).toBe(burst);
    expect(imageQueue.size).toEqual({ running: 0, waiting: 0 });
  }, 60_000);

  it('refuses an SVG with 415 and stores nothing', async () => {
    const response = await upload(fileUpload(SVG, 'drawing.svg', 'image/svg+xml'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'unsupported_image',
        message: 'That file is not an image we accept. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
      },
    });
    await expectNothingStored();
  });

  it('refuses a text file named .png with 415 and stores nothing', async () => {
    const response = await upload(fileUpload('just some text, honestly\n', 'holiday.png', 'image/png'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: {
        code: 'unsupported_image',
        message: 'That file is not an image we accept. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
      },
    });
    await expectNothingStored();
  });

  it('refuses a 50 MB upload with 413 and stores nothing', async () => {
    const response = await upload(fileUpload(Buffer.alloc(50 * 1024 * 1024, 1), 'huge.jpg'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'file_too_large', message: 'That file is too large: pictures can be at most 10 MB.' },
    });
    await expectNothingStored();
  });

  it('refuses a file one byte over 10 MB while reading it, and stores nothing', async () => {
    // Small enough overall to pass the Content-Length check: the multipart limit stops it.
    const response = await upload(fileUpload(Buffer.alloc(MEDIA_MAX_BYTES + 1, 1), 'big.jpg'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'file_too_large', message: 'That file is too large: pictures can be at most 10 MB.' },
    });
    await expectNothingStored();
  });

  it('refuses a decompression bomb with 413 quickly and stores nothing', async () => {
    const started = performance.now();
    const response = await upload(fileUpload(bombPng(30_000, 30_000), 'bomb.png', 'image/png'));
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'image_too_large', message: 'That picture is too large: at most 40 megapixels, please.' },
    });
    await expectNothingStored();
  });

  it('refuses a truncated JPEG with 422 and stores nothing', async () => {
    const response = await upload(fileUpload(await truncatedJpeg(), 'cut.jpg'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: {
        code: 'unreadable_image',
        message: 'That picture could not be read; the file may be damaged or incomplete. Please try another one.',
      },
    });
    await expectNothingStored();
  });

  it('refuses a request without a file', async () => {
    const response = await upload(multipart([]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'no_file', message: 'Please choose a picture to upload.' } });
    await expectNothingStored();
  });

  it('refuses an empty file', async () => {
    const response = await upload(fileUpload(Buffer.alloc(0), 'empty.jpg'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'no_file', message: 'Please choose a picture to upload.' } });
    await expectNothingStored();
  });

  it.each([
    ['two files', async () => [
      { name: 'file', filename: 'a.png', data: await picture('png') },
      { name: 'file', filename: 'b.png', data: await picture('png') },
    ]],
    ['a text field', async () => [{ name: 'caption', data: 'hello' }, { name: 'file', filename: 'a.png', data: await picture('png') }]],
    ['a file under another name', async () => [{ name: 'image', filename: 'a.png', data: await picture('png') }]],
  ])('refuses %s: exactly one file, named file', async (_name, parts) => {
    const response = await upload(multipart(await parts()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'one_file_only', message: 'Please send one picture at a time, in the form field named "file".' },
    });
    await expectNothingStored();
  });

  it('refuses a body that is not multipart with a human message', async () => {
    const response = await upload({ payload: Buffer.from('{"file":"x"}'), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'not_multipart', message: 'Please send the picture as a file upload (multipart/form-data).' },
    });
    await expectNothingStored();
  });

  it('refuses multipart without a boundary', async () => {
    const response = await upload({ payload: Buffer.from('whatever'), headers: { 'content-type': 'multipart/form-data' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'unreadable_upload', message: 'The upload could not be read. Please try again.' } });
    await expectNothingStored();
  });

  it('refuses a folder that is not an upload folder', async () => {
    const response = await upload(fileUpload(await picture('png')), 'site');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      message: 'Choose where the image goes: blog, profile, collaboration or project.',
    });
    await expectNothingStored();
  });

  it('answers 401 to a visitor and stores nothing', async () => {
    const response = await upload(fileUpload(await picture('png')), 'blog', {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
    await expectNothingStored();
  });

  it('answers 401 to a visitor before looking at the query', async () => {
    const response = await upload(fileUpload(await picture('png')), 'nowhere', {});
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /media/*', () => {
  /** Uploads a photo and makes it public as the site does: the member's profile shows it (an upload is private until then). */
  async function publicPhoto(file: { payload: Buffer; headers: Record<string, string> }): Promise<{ src: string }> {
    const view = (await upload(file, 'profile')).json() as { id: string };
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { origin: TEST_ORIGIN, cookie },
      payload: { description: 'Hello.', email: null, telephone: null, facebook: null, instagram: null, imageId: view.id },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return (saved.json() as { image: { src: string } }).image;
  }

  it('serves a stored file as image/webp, cached for good', async () => {
    const view = await publicPhoto(fileUpload(await picture('png')));
    expect(view.src).toMatch(/^\/media\/profile\//);
    const response = await app.inject({ method: 'GET', url: view.src });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves a file uploaded after the app started, to visitors too, once what shows it is public', async () => {
    const view = await publicPhoto(fileUpload(await picture('gif')));
    const response = await app.inject({ method: 'GET', url: view.src, headers: {} });
    expect(response.statusCode).toBe(200);
  });

  it('serves a fresh upload to its uploader alone, never to a visitor or another member, and no shared cache keeps it', async () => {
    const view = (await upload(fileUpload(await picture('png')))).json() as { src: string };
    const other = await createUser(app);
    const otherCookie = await signIn(app, other.email, other.password);
    expect((await app.inject({ method: 'GET', url: view.src })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: view.src, headers: { cookie: otherCookie } })).statusCode).toBe(404);
    const own = await app.inject({ method: 'GET', url: view.src, headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers an unknown name with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/media/blog/AAAAAAAAAAAAAAAAAAAAAA-640.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'That address could not be found.', values: { what: 'address' } } });
  });

  it('lists no folder', async () => {
    await upload(fileUpload(await picture('png')));
    for (const url of ['/media/', '/media/blog', '/media/blog/']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it.each([
    '/media/../db/PG_VERSION',
    '/media/blog/../../secret',
    '/media/%2e%2e/%2e%2e/etc/passwd',
    '/media/blog/..%2f..%2fauth-secret',
    '/media/..%5c..%5cauth-secret',
    '/media//etc/passwd',
    '/media/blog/.hidden-320.webp',
  ])('answers a path outside the media names with 404: %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
