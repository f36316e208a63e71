import type { UploadFolder } from '../../../shared/schemas/media.js';
import type { Db } from '../db/client.js';
import { media } from '../db/schema.js';
import { processImage, type ImageVariant } from './process-image.js';
import { NameTakenError, randomMediaKey, type MediaStorage } from './storage.js';

/** Folders of the media table: the upload folders, and `site` for the site's own pictures (seed). */
type MediaFolder = UploadFolder | 'site';

/** A row of the media table. */
export type MediaRow = typeof media.$inferSelect;

/** The file name of one variant of the image stored under `key`, e.g. `blog/<random>-640.webp`. */
export function variantName(key: string, width: number): string {
  return `${key}-${width}.webp`;
}

/** Names are 128 random bits, so a clash is next to impossible; a few tries then means a bug. */
const MAX_NAME_TRIES = 3;

/** Writes every variant under one fresh key in `keyFolder`; on any failure removes what it wrote. */
async function storeVariants(storage: MediaStorage, keyFolder: string, variants: ImageVariant[]): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const key = randomMediaKey(keyFolder);
    const written: string[] = [];
    try {
      for (const variant of variants) {
        const name = variantName(key, variant.width);
        await storage.put(name, variant.data, 'image/webp');
        written.push(name);
      }
      return key;
    } catch (error) {
      await Promise.all(written.map((name) => storage.delete(name).catch(() => {})));
      if (!(error instanceof NameTakenError) || attempt >= MAX_NAME_TRIES) throw error;
    }
  }
}

/**
 * Processes an image (processImage), stores its variants and records it in the media table;
 * what the upload route and the demo seed call. If a step fails, no file stays behind.
 * `storedUnder` names the folder of its stored name when that is not its own: the upload route
 * stores a post's or profile's picture under the private folder until what shows it is public
 * (members-media.ts); the seed, whose posts are public at once, stores it where it will stay.
 */
export async function saveImage(
  deps: { db: Db; storage: MediaStorage },
  input: { buffer: Buffer; folder: MediaFolder; ownerId: string | null; storedUnder?: string },
): Promise<MediaRow> {
  const processed = await processImage(input.buffer);
  const largest = processed.variants.at(-1);
  if (!largest) throw new Error('processImage returned no variant');
  const key = await storeVariants(deps.storage, input.storedUnder ?? input.folder, processed.variants);
  try {
    const [row] = await deps.db
      .insert(media)
      .values({
        ownerId: input.ownerId,
        folder: input.folder,
        key,
        contentType: 'image/webp',
        width: largest.width,
        height: largest.height,
        variants: processed.variants.map((v) => v.width),
        bytes: largest.data.length,
      })
      .returning();
    if (!row) throw new Error('insert into media returned no row');
    return row;
  } catch (error) {
    await Promise.all(processed.variants.map((v) => deps.storage.delete(variantName(key, v.width)).catch(() => {})));
    throw error;
  }
}
