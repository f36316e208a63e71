import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import {
  animatedGif,
  bombPng,
  hasGpsInfo,
  phonePhoto,
  PHOTO_MARKERS,
  picture,
  pixelAt,
  SVG,
  truncatedJpeg,
  twoTone,
} from '../../test/images.js';
import { processImage, variantWidths } from './process-image.js';

/** The AppError processImage throws for `input`, for its code and message. */
async function refusal(input: Buffer): Promise<{ status: number; code: string; message: string }> {
  const error: unknown = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return { status: error.statusCode, code: error.code, message: error.message };
}

const UNSUPPORTED = {
  status: 415,
  code: 'unsupported_image',
  message: 'That file is not an image we accept. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
};

describe('variantWidths', () => {
  it('keeps every standard width narrower than the original, then the original width up to 1600', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidths(1590)).toEqual([320, 640, 1024, 1590]);
    expect(variantWidths(1000)).toEqual([320, 640, 1000]);
    expect(variantWidths(320)).toEqual([320]);
  });

  it('keeps a picture narrower than the smallest width at its own width', () => {
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe('processImage', () => {
  it.each(['jpeg', 'png', 'webp', 'gif', 'avif'] as const)('accepts %s and makes WebP variants', async (format) => {
    const result = await processImage(await picture(format, 640, 320));
    expect(result.sourceFormat).toBe(format === 'avif' ? 'avif' : format);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 160],
      [640, 320],
    ]);
    for (const variant of result.variants) expect((await sharp(variant.data).metadata()).format).toBe('webp');
  });

  it('never makes a variant wider than the original', async () => {
    const result = await processImage(await picture('png', 1100, 200));
    expect(Math.max(...result.variants.map((v) => v.width))).toBeLessThanOrEqual(1100);
    expect(result.variants.map((v) => v.width)).toEqual([320, 640, 1024, 1100]);
  });

  it('keeps a small picture at its own size rather than enlarge it', async () => {
    const result = await processImage(await picture('png', 120, 90));
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[120, 90]]);
  });

  it('turns a photo by its EXIF orientation and keeps none of its metadata', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif && hasGpsInfo(before.exif)).toBe(true);
    expect(before.xmp).toBeDefined();

    const result = await processImage(original);
    const stored = result.variants[0];
    if (!stored) throw new Error('no variant');
    // Shown upright: 200×400, the left (red) half of the sensor image now on top.
    expect([result.originalWidth, result.originalHeight]).toEqual([200, 400]);
    expect([stored.width, stored.height]).toEqual([200, 400]);
    const [topRed, , topBlue] = await pixelAt(stored.data, 100, 20);
    const [bottomRed, , bottomBlue] = await pixelAt(stored.data, 100, 380);
    expect(topRed).toBeGreaterThan(150);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(150);
    expect(bottomRed).toBeLessThan(60);

    const after = await sharp(stored.data).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.data.includes(PHOTO_MARKERS.make)).toBe(false);
    expect(stored.data.includes(PHOTO_MARKERS.xmp)).toBe(false);
  });

  it('converts a wide-gamut picture to sRGB and keeps no colour profile', async () => {
    const p3 = await twoTone(400, 300).jpeg().withIccProfile('p3').toBuffer();
    expect((await sharp(p3).metadata()).icc).toBeDefined();
    const result = await processImage(p3);
    for (const variant of result.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata.icc).toBeUndefined();
      expect(metadata.space).toBe('srgb');
    }
  });

  it('keeps transparency', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const [variant] = (await processImage(png)).variants;
    expect(variant && (await sharp(variant.data).metadata()).hasAlpha).toBe(true);
  });

  it('reads 16-bit and greyscale PNGs', async () => {
    const deep = await twoTone(400, 300).toColourspace('rgb16').png().toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    expect((await processImage(deep)).variants.map((v) => v.width)).toEqual([320, 400]);
    const grey = await twoTone(400, 300).greyscale().png().toBuffer();
    expect((await processImage(grey)).variants.map((v) => v.width)).toEqual([320, 400]);
  });

  it('takes the first frame of an animated GIF', async () => {
    const result = await processImage(await animatedGif());
    const [variant] = result.variants;
    if (!variant) throw new Error('no variant');
    expect([variant.width, variant.height]).toEqual([60, 40]);
    expect((await sharp(variant.data).metadata()).pages ?? 1).toBe(1);
    const [red, , blue] = await pixelAt(variant.data, 30, 20);
    expect(red).toBeGreaterThan(150);
    expect(blue).toBeLessThan(60);
  });

  it('refuses an SVG', async () => {
    expect(await refusal(SVG)).toEqual(UNSUPPORTED);
  });

  it('refuses text, whatever the file is called', async () => {
    expect(await refusal(Buffer.from('This is not a picture, only text in a file named photo.png.\n'))).toEqual(UNSUPPORTED);
  });

  it('refuses an empty file', async () => {
    expect(await refusal(Buffer.alloc(0))).toEqual(UNSUPPORTED);
  });

  it('refuses TIFF', async () => {
    expect(await refusal(await twoTone(40, 30).tiff().toBuffer())).toEqual(UNSUPPORTED);
  });

  it('refuses a decompression bomb from its header alone, quickly', async () => {
    const bomb = bombPng(30_000, 30_000);
    expect(bomb.length).toBeLessThan(2048);
    const started = performance.now();
    expect(await refusal(bomb)).toEqual({
      status: 413,
      code: 'image_too_large',
      message: 'That picture is too large: at most 40 megapixels, please.',
    });
    // Decoding 900 megapixels would take seconds and gigabytes; reading a header takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('accepts exactly 40 megapixels by the header but not one row more', async () => {
    // Header checks only: the bombs have no real pixels, so the 40 MP one fails later, as unreadable.
    expect((await refusal(bombPng(8000, 5000))).code).toBe('unreadable_image');
    expect((await refusal(bombPng(8000, 5001))).code).toBe('image_too_large');
  });

  it('refuses a picture too long and thin for WebP', async () => {
    expect(await refusal(bombPng(320, 20_000))).toEqual({
      status: 413,
      code: 'image_too_long',
      message: 'That picture is too long and thin to show. Please crop it and try again.',
    });
  });

  it('refuses a JPEG cut short as unreadable', async () => {
    expect(await refusal(await truncatedJpeg())).toEqual({
      status: 422,
      code: 'unreadable_image',
      message: 'That picture could not be read; the file may be damaged or incomplete. Please try another one.',
    });
  });

  it('refuses a JPEG with a broken header as unreadable', async () => {
    const jpeg = await picture('jpeg');
    expect((await refusal(jpeg.subarray(0, 20))).code).toBe('unreadable_image');
  });
});
