import { definePolicy } from '../../core/lib/policy.js';
import { isReviewer } from '../../core/people/roles.js';
import type { AuthUser } from '../../core/auth/auth-user.js';

/**
 * Who may say who is in a picture: its uploader, who knows whom they photographed, and reviewers
 * (teachers, administrators), who answer "who is in this picture?" for a pupil's work. Nobody else
 * may read the tags either: they name children.
 */
export const pictureTagsPolicy = definePolicy<AuthUser>()({
  rules: {
    tag: (user, picture: { ownerId: string | null }) => isReviewer(user) || picture.ownerId === user.id,
  },
  denied: { tag: 'own_pictures_tag' },
});
