import { describe, expect, it } from 'vitest';
import { mentionBeingTyped, mentionReplacement, mentionsStillIn } from './mention-text';

describe('a mention being typed', () => {
  it('is the name after an @ that starts a line or follows a space, up to two words', () => {
    expect(mentionBeingTyped('@Ma', 3)).toEqual({ start: 0, query: 'Ma' });
    expect(mentionBeingTyped('Thanks @Μαρία Πα', 16)).toEqual({ start: 7, query: 'Μαρία Πα' });
    expect(mentionBeingTyped('Thanks (@ελ', 11)).toEqual({ start: 8, query: 'ελ' });
  });

  it('is nothing in an address, after a bare @, past two words, or where the caret is not', () => {
    expect(mentionBeingTyped('mail a@b', 8)).toBeNull();
    expect(mentionBeingTyped('@', 1)).toBeNull();
    expect(mentionBeingTyped('@Maria Pupil is', 15)).toBeNull();
    expect(mentionBeingTyped('@Maria and more', 2)).toEqual({ start: 0, query: 'M' });
  });
});

describe('a mention chosen', () => {
  it('replaces what was typed with the whole name and a space, not doubling a space typed after it', () => {
    expect(mentionReplacement('Hi @Ma!', { start: 3, query: 'Ma' }, 'Maria Pupil')).toEqual({ from: 3, to: 6, inserted: '@Maria Pupil ' });
    expect(mentionReplacement('Hi @Ma there', { start: 3, query: 'Ma' }, 'Maria Pupil')).toEqual({ from: 3, to: 7, inserted: '@Maria Pupil ' });
  });

  it('is sent only while the words still name it, once', () => {
    const maria = { id: 'm', label: 'Maria Pupil' };
    const tom = { id: 't', label: 'Tom Teacher' };
    expect(mentionsStillIn('Hi @Maria Pupil', [maria, tom, maria])).toEqual([maria]);
  });
});
