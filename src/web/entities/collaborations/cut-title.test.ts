import { describe, expect, it } from 'vitest';
import { cutTitle } from './cut-title';

describe('cutTitle', () => {
  it('keeps a title of 75 characters or fewer as it is', () => {
    expect(cutTitle('Garden')).toBe('Garden');
    expect(cutTitle('x'.repeat(75))).toBe('x'.repeat(75));
  });

  it("cuts a longer title at 75 characters and adds '...'", () => {
    expect(cutTitle('y'.repeat(76))).toBe(`${'y'.repeat(75)}...`);
  });

  it('never splits a character made of two code units', () => {
    const title = `${'a'.repeat(74)}😀😀`;
    expect(cutTitle(title)).toBe(`${'a'.repeat(74)}😀...`);
  });
});
