import { describe, expect, it } from 'vitest';
import { onlyTelephoneCharacters } from './telephone';

describe('onlyTelephoneCharacters', () => {
  it('keeps digits, spaces and a leading plus, nothing else', () => {
    expect(onlyTelephoneCharacters('+30 210 123 4567')).toBe('+30 210 123 4567');
    expect(onlyTelephoneCharacters('69x12-34y56')).toBe('69123456');
    expect(onlyTelephoneCharacters('+3a0 2b1')).toBe('+30 21');
    expect(onlyTelephoneCharacters('30+210')).toBe('30210');
    expect(onlyTelephoneCharacters('abc')).toBe('');
  });
});
