import { describe, expect, it } from 'vitest';
import { formatIn } from './format-date.js';

describe('dates in the reader’s language', () => {
  // Written in the machine's time zone, as the browser does: a time read back from the same zone.
  const afternoon = new Date(2026, 2, 5, 14, 3).toISOString();

  it('writes times on the 24-hour clock in Greek and in English', () => {
    expect(formatIn(afternoon, 'el', 'dateTime')).toBe('5 Μαρ 2026, 14:03');
    expect(formatIn(afternoon, 'en', 'dateTime')).toBe('5 Mar 2026, 14:03');
  });

  it('writes a day with its month in full, and nothing for a timestamp that cannot be read', () => {
    expect(formatIn(afternoon, 'el', 'date')).toBe('5 Μαρτίου 2026');
    expect(formatIn(afternoon, 'en', 'date')).toBe('5 March 2026');
    expect(formatIn('not a date', 'en', 'date')).toBe('');
  });
});
