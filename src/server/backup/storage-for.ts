import type { Config } from '../config.js';
import { localMediaStorage, type MediaStorage } from '../media/storage.js';

/**
 * The media storage of the configured site. The one place backup and restore choose it, so
 * that an S3-compatible store (createMediaStorage) is a one-line change here.
 */
export function storageFor(config: Config): MediaStorage {
  return localMediaStorage(config.dataDir);
}
