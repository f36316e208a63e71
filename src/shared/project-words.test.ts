import { describe, expect, it } from 'vitest';
import { wordsIn } from './project-words.js';

describe("a project's words in the reader's language", () => {
  it("are the reader's, else the other language's when theirs is empty; any other language reads English", () => {
    const both = { en: 'Robotics', el: 'Ρομποτική' };
    expect(wordsIn(both, 'el')).toBe('Ρομποτική');
    expect(wordsIn(both, 'en')).toBe('Robotics');
    expect(wordsIn(both, 'fr')).toBe('Robotics');
    expect(wordsIn({ en: '', el: 'Ρομποτική' }, 'en')).toBe('Ρομποτική');
    expect(wordsIn({ en: 'Robotics', el: '' }, 'el')).toBe('Robotics');
  });
});
