import { AppError } from '../core/errors.js';
import { BackupError } from '../core/backup/errors.js';
import { ConfigError } from '../core/config.js';
import { DataDirLockedError } from '../core/db/lock.js';
import { DatabaseUnreachableError } from '../core/db/unavailable.js';
import { EmbeddedDatabaseError } from '../core/db/embedded-postgres.js';
import { BucketUnreachableError } from '../core/media/s3-storage.js';
import { StorageUnavailableError } from '../core/media/storage.js';

/** Refusals written for the operator: their message is the whole story, no stack trace. */
const FOR_THE_OPERATOR = [AppError, BackupError, ConfigError, DataDirLockedError, BucketUnreachableError, StorageUnavailableError, DatabaseUnreachableError, EmbeddedDatabaseError];

/**
 * Runs a command's `main` and exits with the code it answers; a refusal prints its one clear
 * line and exits 1, anything unexpected prints in full (for a bug report) and exits 1.
 */
export function exitWith(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(FOR_THE_OPERATOR.some((kind) => error instanceof kind) ? (error as Error).message : error);
      process.exit(1);
    },
  );
}
