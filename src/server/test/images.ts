import { deflateSync, crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';

/** A picture split in two colours (left red, right blue), so a test can tell which way it was turned. */
export function twoTone(width: number, height: number): Sharp {
  const half = Math.floor(width / 2);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      if (x < half) pixels[at] = 220;
      else pixels[at + 2] = 220;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A plain picture in one of the accepted types. */
export function picture(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif', width = 320, height = 240): Promise<Buffer> {
  return twoTone(width, height).toFormat(format).toBuffer();
}

/** Words phonePhoto writes into its metadata, to look for in what is stored. */
export const PHOTO_MARKERS = { make: 'AgoraTestCam', xmp: 'agora-test-xmp-marker' };

/**
 * A phone photo as it arrives: JPEG, EXIF orientation 6 (turn 90° clockwise to show), GPS
 * coordinates of where it was taken, a camera make and an XMP packet. Stored 400×200, it
 * shows 200×400.
 */
export function phonePhoto(): Promise<Buffer> {
  const xmp = `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:description>${PHOTO_MARKERS.xmp}</dc:description></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  return twoTone(400, 200)
    .jpeg()
    // withExif's Orientation alone is overwritten by sharp's own (1); withMetadata sets it.
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: PHOTO_MARKERS.make },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 12/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 40/1' },
    })
    .withXmp(xmp)
    .toBuffer();
}

/** Whether raw EXIF holds a GPS section (the GPSInfo pointer, tag 0x8825, in either byte order). */
export function hasGpsInfo(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG header claiming `width`×`height` RGB pixels, with a few
 * hundred bytes of data. Decoding it would take gigabytes; only the header may be read.
 */
export function bombPng(width = 30_000, height = 30_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  // Two rows' worth of zeros compress to almost nothing.
  const data = deflateSync(Buffer.alloc((width * 3 + 1) * 2));
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', data), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A JPEG cut off half way through its pixel data, as an interrupted copy leaves it. */
export async function truncatedJpeg(): Promise<Buffer> {
  // Noise, so most of the file is pixel data and the cut falls inside it.
  const width = 400;
  const height = 300;
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  const jpeg = await sharp(noise, { raw: { width, height, channels: 3 } }).jpeg().toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 2));
}

/** An SVG, the type we must never accept (it can carry scripts). */
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100" fill="red"/></svg>',
);

/** An animated GIF of two 60×40 frames: red, then blue. */
export function animatedGif(): Promise<Buffer> {
  const frame = (r: number, b: number) => Buffer.alloc(60 * 40 * 3, Buffer.from([r, 0, b]));
  return sharp(Buffer.concat([frame(220, 0), frame(0, 220)]), { raw: { width: 60, height: 80, channels: 3, pageHeight: 40 } })
    .gif()
    .toBuffer();
}

/** The colour of one pixel of an image, as [r, g, b]. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at] ?? -1, data[at + 1] ?? -1, data[at + 2] ?? -1];
}

/**
 * A 12-megapixel camera-sized JPEG (4000×3000) whose pixels are blurred noise, so it
 * decodes and encodes with the work of a real photo rather than a flat picture's.
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const noise = await sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}
