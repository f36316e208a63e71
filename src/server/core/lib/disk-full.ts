import { causesOf } from './causes.js';

/**
 * Whether `error` (or anything in its chain of causes) says the disk is full: a file write's
 * ENOSPC (pictures in DATA_DIR/media, the embedded database's own files) or PostgreSQL's
 * disk_full (53100), whose message may also be an I/O error naming "No space left on device".
 */
export function isDiskFull(error: unknown): boolean {
  for (const current of causesOf(error)) {
    const code = (current as { code?: unknown }).code;
    if (code === 'ENOSPC' || code === '53100') return true;
    if (/No space left on device/i.test(current.message)) return true;
  }
  return false;
}
