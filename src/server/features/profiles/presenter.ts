import type { MediaView } from '../../../shared/schemas/media.js';
import type { OwnProfile } from '../../../shared/schemas/profiles.js';
import type { ProfileRow } from './queries.js';

/**
 * A profile with its contact details: for its owner, and for signed-in members looking at
 * a member card. Visitors never get this shape (they see author cards of the posts API).
 */
export function presentProfile(row: ProfileRow, image: MediaView | null): OwnProfile {
  return {
    id: row.userId,
    name: row.name,
    surname: row.surname,
    description: row.description,
    image,
    email: row.email,
    telephone: row.telephone,
    facebook: row.facebook,
    instagram: row.instagram,
  };
}
