import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths.js';
import { MATRIX_MARKERS, visibilityMatrix } from './matrix.js';

describe('docs/authorization.md', () => {
  it('holds the table of who reads what that the visibility rules decide (npm run docs:authorization writes it)', () => {
    const text = readFileSync(join(PROJECT_ROOT, 'docs/authorization.md'), 'utf8');
    const start = text.indexOf(MATRIX_MARKERS.start);
    const end = text.indexOf(MATRIX_MARKERS.end);
    expect(start, 'the start marker').toBeGreaterThanOrEqual(0);
    expect(text.slice(start + MATRIX_MARKERS.start.length, end).trim()).toBe(visibilityMatrix());
  });
});
