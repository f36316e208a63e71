import { describe, expect, it } from 'vitest';
import { groupKey } from './group-key';

describe('groupKey', () => {
  it('splits the key into groups of four, the last one shorter', () => {
    expect(groupKey('ABCDEFGHIJKLMNOPQR')).toBe('ABCD EFGH IJKL MNOP QR');
  });

  it('leaves a short or empty key as it is', () => {
    expect(groupKey('ABC')).toBe('ABC');
    expect(groupKey('')).toBe('');
  });
});
