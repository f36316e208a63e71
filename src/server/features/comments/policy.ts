import { COMMENT_EDIT_WINDOW_MS } from '../../../shared/constants.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import { definePolicy } from '../../core/lib/policy.js';
import { isAdmin, isReviewer } from '../../core/people/roles.js';
import { commentVisibility } from '../../core/visibility/comments.js';

/** What the comment rules read of one comment: its own state, and its place's author. */
export interface CommentAccess {
  authorId: string;
  /** The author of the post, update or help request it is under. */
  placeAuthorId: string | null;
  review: 'waiting' | 'sent_back' | null;
  hiddenAt: Date | null;
  hiddenById: string | null;
  createdAt: Date;
}

/**
 * Until when its author may change a comment: the window after writing it, or for as long as it is
 * not live (a reviewer sent it back, or it waits). The one moment an author's abilities on their
 * own comment change by themselves (presenter.ts keeps a reader's page until then).
 */
export const editableUntil = (comment: Pick<CommentAccess, 'review' | 'createdAt'>): number =>
  comment.review !== null ? Number.POSITIVE_INFINITY : comment.createdAt.getTime() + COMMENT_EDIT_WINDOW_MS;

const mayStillChange = (comment: CommentAccess, now: number) => now < editableUntil(comment);

/**
 * Who may do what with a comment (decision 0042), once they may read its place (a post, an
 * update or a help request). Its readers by core/visibility/comments.ts. Its author changes it for 15 minutes and deletes it any time;
 * teachers and admins delete any (with a reason, asked by the route), and hide or show any; the
 * place's author hides or shows those under it; reviewers decide on a pupil's that waits,
 * never their own. Administrators choose whether visitors read comments (decision 0046).
 */
export const commentPolicy = definePolicy<AuthUser | null>()({
  rules: {
    read: (user, comment: CommentAccess) => commentVisibility.readable.test(comment, user),
    edit: (user, comment: CommentAccess) => user !== null && comment.authorId === user.id && mayStillChange(comment, Date.now()),
    delete: (user, comment: Pick<CommentAccess, 'authorId'>) => user !== null && (comment.authorId === user.id || isReviewer(user)),
    hide: (user, comment: CommentAccess) => commentVisibility.hideable.test(comment, user),
    review: (user, comment: CommentAccess) => commentVisibility.decidable.test(comment, user),
    // Whether visitors read comments is the site's setting: administrators'.
    showToVisitors: (user) => isAdmin(user),
  },
  denied: { read: 'not_found', edit: 'own_comments_edit', delete: 'comment_delete_denied', hide: 'comment_hide_denied', review: 'reviewers_only', showToVisitors: 'admins_only' },
  abilities: { canEdit: 'edit', canDelete: 'delete', canHide: 'hide', canReview: 'review' },
});
