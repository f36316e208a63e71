import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';
import { collaborationVisibility, itemVisibility } from '../../core/visibility/collaborations.js';
import { commentVisibility } from '../../core/visibility/comments.js';
import { postVisibility } from '../../core/visibility/posts.js';
import { memberVisibility } from '../../core/visibility/profiles.js';
import type { FoundThing } from './queries.js';

/**
 * Who may report what, and who decides (decisions 0044, 0048, 0050). A member reports what they may read
 * (a post's rule; a comment's own and its place's; an update's or help request's and its collaboration's;
 * a member's profile, that of any member they could find: core/visibility), never their own; anyone else is told
 * there is no such thing. Teachers and administrators — the moderators, who already review
 * pupils' work and hide comments — read the queue and decide on every reported thing, and may stop
 * an author (not themselves) commenting; administrators set how many reports hide a thing.
 */
export const reportPolicy = definePolicy<AuthUser | null>()({
  rules: {
    see: (user, thing: FoundThing) =>
      thing.type === 'profile'
        ? user !== null && memberVisibility.listed.test(thing.member, user)
        : thing.type === 'item'
        ? itemVisibility.readable.test(thing.item, user) && collaborationVisibility.visible.test(thing.collaboration, user)
        : thing.type === 'comment'
          ? thing.place.readable(user) && commentVisibility.readable.test(thing.comment, user)
          : postVisibility.readable.test(thing.post, user),
    report: (user, thing: FoundThing) => user !== null && thing.authorId !== user.id,
    moderate: (user) => isReviewer(user),
    // Stopping a member commenting is never one's own punishment to give.
    ban: (user, authorId: string) => user !== null && user.id !== authorId,
    // How many reports hide a thing is the site's setting: administrators'.
    setThreshold: (user) => isAdmin(user),
  },
  denied: { report: 'report_own', moderate: 'moderators_only', ban: 'report_ban_self', setThreshold: 'admins_only' },
});
