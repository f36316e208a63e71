import { afterAll } from 'vitest';
import { removeTempFolders } from './temp-folder.js';

// A setup file: it runs before each test file, so this afterAll is the file's first and, since
// after-hooks run in the reverse order, its last, once the file has stopped what it started.
afterAll(removeTempFolders);
