import { extname } from 'node:path';
import { NameTakenError, type MediaStorage } from '../media/storage.js';

/** Names of every stored file, in a stable order; listed before writing so the manifest can count them. */
export async function listMediaNames(storage: MediaStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const file of storage.list()) names.push(file.name);
  return names.sort();
}

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/**
 * Copies every file of `from` (an unpacked archive's media folder) into `to`, the site's
 * storage. A name `to` already holds is skipped: names never repeat, so it is the same file,
 * and running a restore twice writes nothing the second time.
 */
export async function putMediaBack(from: MediaStorage, to: MediaStorage): Promise<{ written: number; skipped: number }> {
  let written = 0;
  let skipped = 0;
  for (const name of await listMediaNames(from)) {
    const data = await from.read(name);
    if (!data) continue;
    try {
      await to.put(name, data, CONTENT_TYPES[extname(name)] ?? 'application/octet-stream');
      written++;
    } catch (error) {
      if (!(error instanceof NameTakenError)) throw error;
      skipped++;
    }
  }
  return { written, skipped };
}
