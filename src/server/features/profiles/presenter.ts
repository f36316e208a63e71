import type { MediaView } from '../../../shared/schemas/media.js';
import type { MemberCard, ProfileChange } from '../../../shared/schemas/profiles.js';
import { presentReview } from '../../core/review/review-state.js';
import type { ProfileRevisionRow } from './queries.js';

/**
 * A pupil's profile change waiting for review, as their card will look once approved: their name
 * (which administrators keep) with the description, photo and contact details they wrote, its
 * review state, and what the reader may do with it.
 */
export function presentProfileChange(
  revision: ProfileRevisionRow,
  card: Pick<MemberCard, 'name' | 'surname'>,
  views: ReadonlyMap<string, MediaView>,
  abilities: { canReview: boolean; canRevise: boolean },
): ProfileChange {
  return {
    id: revision.userId,
    name: card.name,
    surname: card.surname,
    description: revision.description,
    image: revision.imageId ? (views.get(revision.imageId) ?? null) : null,
    email: revision.email,
    telephone: revision.telephone,
    facebook: revision.facebook,
    instagram: revision.instagram,
    review: presentReview(revision)!,
    // What the member proposes: whether the profile is hidden is the profile's, not the change's.
    hidden: false,
    ...abilities,
  };
}
