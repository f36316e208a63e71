import type { Metadata, OutputInfo, SharpOptions } from 'sharp';
import { MEDIA_MAX_PIXELS, MEDIA_WIDTHS } from '../../../shared/constants.js';
import { imageTooLarge, imageTooLong, unreadableImage, unsupportedImage } from './errors.js';
import { imageQueue } from './image-queue.js';
import { loadSharp } from './sharp.js';

/** One re-encoded size of an image. */
export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

/** What processImage makes of an upload: WebP variants, smallest first, and their source. */
interface ProcessedImage {
  /** The sniffed type of the upload, e.g. `jpeg` or `avif`. */
  sourceFormat: AcceptedFormat;
  /** Size of the upload after auto-rotation. */
  originalWidth: number;
  originalHeight: number;
  variants: ImageVariant[];
}

type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** WebP cannot hold an image longer than this on either side. */
const WEBP_MAX_SIDE = 16383;
const WEBP_QUALITY = 80;

/**
 * libwebp's effort (0–6, default 4) per width: the widest variant costs most of an upload's
 * time (a 12 MP photo: ~330 ms in all at effort 4, ~200 ms with the widest at 2, measured on
 * our 2-core machine), and its file is only for wide screens on good connections, where ~10%
 * more bytes cost little. Phones get the narrower files, kept at the default effort.
 */
const webpEffort = (width: number) => (width >= 1600 ? 2 : 4);

/**
 * Decoding options for untrusted input. `pages: 1` takes the first frame of an animated GIF
 * or WebP: a still picture is what a post or a profile shows, and frames would multiply the
 * pixels to decode. `failOn: 'error'` refuses damaged or cut-short files but, unlike the
 * stricter 'warning', not the many camera JPEGs that carry harmless oddities (such as
 * extraneous bytes before a marker) and open everywhere else.
 */
const DECODE: SharpOptions = { failOn: 'error', limitInputPixels: MEDIA_MAX_PIXELS, pages: 1, autoOrient: true };

/**
 * The widths to store for an original `width` wide: each MEDIA_WIDTHS narrower than it,
 * then the original's own width capped at the largest, so no picture loses resolution it had.
 */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

/** The accepted type of this content, judged by its bytes (never its name or declared type), or null. */
function acceptedFormat(metadata: Metadata): AcceptedFormat | null {
  switch (metadata.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return metadata.format;
    case 'heif':
      // HEIF holds AVIF (AV1) and HEIC (HEVC); only AVIF is accepted (and decodable here).
      return metadata.compression === 'av1' ? 'avif' : null;
    default:
      // SVG (scripts, external references), TIFF, RAW, PDF and the rest are refused.
      return null;
  }
}

async function readHeader(buffer: Buffer): Promise<Metadata> {
  if (buffer.length === 0) throw unsupportedImage();
  const sharp = await loadSharp();
  try {
    // Only the header is read here, so the pixel limit is checked by us below, before any decoding.
    return await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch (error) {
    // libvips found no loader for these bytes: not an image, or not one it knows.
    if (/unsupported image format/i.test(String((error as Error).message))) throw unsupportedImage();
    // A known type whose header is broken.
    throw unreadableImage();
  }
}

/**
 * Turns an uploaded file into WebP variants (see variantWidths): the type is sniffed from
 * the content, the size checked from the header before decoding, the picture auto-rotated
 * by its EXIF orientation and converted to sRGB, and every piece of metadata (EXIF with GPS,
 * XMP, IPTC, ICC) left out. Throws the AppErrors of ./errors.ts.
 */
export async function processImage(buffer: Buffer): Promise<ProcessedImage> {
  const metadata = await readHeader(buffer);
  const sourceFormat = acceptedFormat(metadata);
  if (!sourceFormat) throw unsupportedImage();
  // Trusting the header is what makes this check cheap; a file whose pixels disagree with it
  // is stopped by limitInputPixels or fails to decode.
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) throw imageTooLarge();

  const { width, height } = metadata.autoOrient;
  const widths = variantWidths(width);
  const smallest = widths[0] ?? width;
  if (Math.round((height * smallest) / width) > WEBP_MAX_SIDE) throw imageTooLong();
  const largest = widths.at(-1) ?? width;
  const variants = await imageQueue.run(() => encodeVariants(buffer, widths, largest));
  return { sourceFormat, originalWidth: width, originalHeight: height, variants };
}

async function encodeVariants(buffer: Buffer, widths: number[], largest: number): Promise<ImageVariant[]> {
  // Decode once, at the largest stored width, and make the smaller variants from those pixels.
  const sharp = await loadSharp();
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(buffer, DECODE)
      .resize({ width: largest, withoutEnlargement: true })
      // The embedded ICC profile, if any, is applied here, so the output needs none.
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) throw imageTooLarge();
    throw unreadableImage();
  }

  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  // WebP encoding is single-threaded and most of an upload's time; the variants are encoded
  // side by side on libuv's pool, the largest (the longest) first, so a lone upload uses
  // every core. The queue still bounds how many pictures' pixels are held at once.
  const encoded = await Promise.all(
    widths.toReversed().map(async (variantWidth) => {
      // No withMetadata/keepExif/keepIccProfile: sharp writes none of the input's metadata.
      const { data, info } = await sharp(base.data, { raw })
        .resize({ width: variantWidth, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: webpEffort(variantWidth) })
        .toBuffer({ resolveWithObject: true });
      return { width: info.width, height: info.height, data };
    }),
  );
  return encoded.toReversed();
}
