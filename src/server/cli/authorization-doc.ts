// `npm run docs:authorization`: writes docs/authorization.md's table of who reads what, in which
// state, from the visibility rules themselves (core/visibility/matrix.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../core/paths.js';
import { MATRIX_MARKERS, visibilityMatrix } from '../core/visibility/matrix.js';

const file = join(PROJECT_ROOT, 'docs/authorization.md');
const text = readFileSync(file, 'utf8');
const start = text.indexOf(MATRIX_MARKERS.start);
const end = text.indexOf(MATRIX_MARKERS.end);
if (start < 0 || end < start) {
  console.error(`docs/authorization.md has no place for the table: add the lines\n${MATRIX_MARKERS.start}\n${MATRIX_MARKERS.end}`);
  process.exit(1);
}
writeFileSync(file, `${text.slice(0, start + MATRIX_MARKERS.start.length)}\n${visibilityMatrix()}\n${text.slice(end)}`);
console.log('docs/authorization.md: the table of who reads what is written from the visibility rules.');
