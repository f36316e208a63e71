import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The folders made by tempFolder in this worker and not yet removed. */
const made: string[] = [];

/**
 * A new folder in the system's temp folder (a server's DATA_DIR, a web root), removed once its
 * test file is done: remove-temp-folders.ts, a setup file, removes them after the file's own
 * afterAll hooks, which stop the servers that use them.
 */
export function tempFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix));
  made.push(folder);
  return folder;
}

/** Removes every folder tempFolder made so far (test files run one after another in a worker). */
export function removeTempFolders(): void {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
}
