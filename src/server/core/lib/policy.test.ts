import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { definePolicy } from './policy.js';

interface User {
  id: string;
  role: 'admin' | 'member';
}
interface Note {
  ownerId: string;
  locked: boolean;
}

const owner: User = { id: 'u1', role: 'member' };
const stranger: User = { id: 'u2', role: 'member' };
const admin: User = { id: 'u3', role: 'admin' };
const note: Note = { ownerId: 'u1', locked: false };

const notes = definePolicy<User | null>()({
  rules: {
    read: (user, n: Note) => !n.locked || user?.id === n.ownerId,
    edit: (user, n: Pick<Note, 'ownerId'>) => user !== null && (user.role === 'admin' || user.id === n.ownerId),
    archive: (user) => user?.role === 'admin',
  },
  denied: { edit: 'own_posts_edit' },
  abilities: { canEdit: 'edit', canArchive: 'archive' },
});

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

function allowed(run: () => void): boolean {
  try {
    run();
    return true;
  } catch {
    return false;
  }
}

describe('definePolicy', () => {
  it('authorize lets through whom the rule allows', () => {
    expect(() => notes.authorize(owner, 'edit', note)).not.toThrow();
    expect(() => notes.authorize(admin, 'edit', note)).not.toThrow();
    expect(() => notes.authorize(admin, 'archive')).not.toThrow();
  });

  it("authorize refuses the others with a 403 carrying the action's code and its words", () => {
    const error = refusal(() => notes.authorize(stranger, 'edit', note));
    expect(error).toMatchObject({ statusCode: 403, code: 'own_posts_edit', message: 'You can only edit your own posts.' });
  });

  it('an action without a refusal of its own is refused with the general one', () => {
    expect(refusal(() => notes.authorize(owner, 'archive'))).toMatchObject({ statusCode: 403, code: 'forbidden', message: "You don't have permission to do that." });
  });

  it('can answers the same rule without throwing, visitors included', () => {
    expect(notes.can(null, 'read', note)).toBe(true);
    expect(notes.can(null, 'read', { ...note, locked: true })).toBe(false);
    expect(notes.can(owner, 'read', { ...note, locked: true })).toBe(true);
    expect(notes.can(null, 'edit', note)).toBe(false);
  });

  it('derives the abilities from the very rules authorize asks, for every caller', () => {
    for (const user of [null, owner, stranger, admin]) {
      const abilities = notes.abilities(user, note);
      expect(abilities).toEqual({ canEdit: notes.can(user, 'edit', note), canArchive: notes.can(user, 'archive') });
      expect(abilities.canEdit).toBe(allowed(() => notes.authorize(user, 'edit', note)));
    }
    expect(notes.abilities(owner, note)).toEqual({ canEdit: true, canArchive: false });
    expect(notes.abilities(admin, note)).toEqual({ canEdit: true, canArchive: true });
  });

  it('types each action with what its rule needs', () => {
    // @ts-expect-error: edit is about a note.
    expect(() => notes.authorize(owner, 'edit')).toThrow();
    // @ts-expect-error: there is no such action.
    expect(() => notes.can(owner, 'publish', note)).toThrow();
  });
});
