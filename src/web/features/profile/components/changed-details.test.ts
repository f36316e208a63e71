import { describe, expect, it } from 'vitest';
import type { MemberCard } from '../../../../shared/schemas/profiles.js';
import { changedDetails } from './changed-details';

const SHOWN: MemberCard = {
  id: 'u1',
  name: 'Nefeli',
  surname: 'Zervou',
  description: 'Likes kites.',
  image: null,
  email: null,
  telephone: '210 555 0100',
  facebook: null,
  instagram: null,
  hidden: false,
};

const photo = (id: string) => ({ id, src: `/media/${id}.jpg`, srcset: '', width: 400, height: 400 });

describe('changedDetails', () => {
  it('names nothing when the change holds the same details', () => {
    expect([...changedDetails({ ...SHOWN }, SHOWN)]).toEqual([]);
  });

  it('counts a blank detail as the same whether stored as null or as an empty string', () => {
    expect([...changedDetails({ ...SHOWN, email: '' }, SHOWN)]).toEqual([]);
  });

  it('names each detail that differs, the photo by its id', () => {
    const proposed = { ...SHOWN, description: 'Likes kites and boats.', telephone: null, image: photo('a') };
    expect([...changedDetails(proposed, SHOWN)].sort()).toEqual(['description', 'image', 'telephone']);
    expect([...changedDetails({ ...SHOWN, image: photo('a') }, { ...SHOWN, image: photo('a') })]).toEqual([]);
  });
});
