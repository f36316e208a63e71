import type { Config } from '../config.js';
import { S3MediaStorage } from './s3-storage.js';
import { localMediaStorage, type MediaStorage } from './storage.js';

/** The media storage the configuration asks for: the S3 bucket when S3_BUCKET is set, else DATA_DIR/media. */
export function createMediaStorage(config: Config): MediaStorage {
  return config.s3 ? new S3MediaStorage(config.s3) : localMediaStorage(config.dataDir);
}

/**
 * Fails with a clear message when the storage cannot be used, before anything else needs it;
 * a local folder is created on demand, so only a bucket can fail here.
 */
export async function checkMediaStorage(storage: MediaStorage): Promise<void> {
  if (storage instanceof S3MediaStorage) await storage.checkBucket();
}
