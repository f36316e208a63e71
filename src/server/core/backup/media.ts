import { NameTakenError, type MediaStorage } from '../media/storage.js';
import { contentTypeOf } from '../media/content-type.js';

/** Names of every stored file, in a stable order; listed before writing so the manifest can count them. */
export async function listMediaNames(storage: MediaStorage): Promise<string[]> {
  const names: string[] = [];
  for await (const file of storage.list()) names.push(file.name);
  return names.sort();
}

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
      await to.put(name, data, contentTypeOf(name));
      written++;
    } catch (error) {
      if (!(error instanceof NameTakenError)) throw error;
      skipped++;
    }
  }
  return { written, skipped };
}
