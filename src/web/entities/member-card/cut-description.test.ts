import { describe, expect, it } from 'vitest';
import { MEMBER_DESCRIPTION_LENGTH } from '../../../shared/constants.js';
import { cutDescription } from './cut-description';

describe('cutDescription', () => {
  it('keeps a description of at most 70 characters as it is', () => {
    const text = 'a'.repeat(MEMBER_DESCRIPTION_LENGTH);
    expect(cutDescription(text)).toBe(text);
    expect(cutDescription('Likes robots.')).toBe('Likes robots.');
  });

  it("cuts a longer one at 70 characters and adds '...'", () => {
    const text = 'b'.repeat(MEMBER_DESCRIPTION_LENGTH) + 'cdef';
    expect(cutDescription(text)).toBe('b'.repeat(MEMBER_DESCRIPTION_LENGTH) + '...');
  });

  it('counts an emoji as one character and never splits it', () => {
    const text = '🙂'.repeat(MEMBER_DESCRIPTION_LENGTH + 1);
    expect(cutDescription(text)).toBe('🙂'.repeat(MEMBER_DESCRIPTION_LENGTH) + '...');
  });

  it('ignores surrounding blanks', () => {
    expect(cutDescription('  Plays chess.\n')).toBe('Plays chess.');
  });
});
