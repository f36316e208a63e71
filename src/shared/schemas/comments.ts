import { z } from 'zod';
import { COLLABORATION_ITEM_KINDS, COMMENT_MAX, MODERATION_REASON_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { mentionIds, mentionView } from './mentions.js';
import { uuidParam } from './params.js';
import { reviewInfo } from './review.js';
import { blockText } from './text.js';

/**
 * Comments under posts, and under collaborations' updates and help requests (decision 0042): plain
 * text of several lines, never HTML (the page makes its links clickable), one level of replies.
 */
const commentBody = blockText({ error: fieldCode('comment_required') })
  .trim()
  .min(1, fieldCode('comment_required'))
  .max(COMMENT_MAX, fieldCode('comment_too_long'));

/** Where a comment is: under a post, or under an update or help request (an item) of a collaboration. */
export type CommentPlace = { kind: 'post'; postId: string } | { kind: 'item'; collaborationId: string; itemId: string };

/** Body of POST /api/posts/:id/comments (or …/items/:itemId/comments): the words, and the comment it answers (a reply to a reply answers that reply's comment). */
/** `mentionIds`: the members its words mention (decision 0049), as the picker chose them. */
export const commentInput = z.object({ body: commentBody, parentId: uuidParam('comment').nullish(), mentionIds: mentionIds.optional() });
export type CommentInput = z.input<typeof commentInput>;

/** Body of PATCH /api/comments/:id: its author's new words, within the edit window. */
export const commentEdit = z.object({ body: commentBody, mentionIds: mentionIds.optional() });
export type CommentEdit = z.input<typeof commentEdit>;

/** Why a moderator hid or deleted someone's comment: kept in the audit log. */
export const moderationReason = blockText({ error: fieldCode('moderation_reason_required') })
  .trim()
  .min(1, fieldCode('moderation_reason_required'))
  .max(MODERATION_REASON_MAX, fieldCode('moderation_reason_too_long'));

/** Body of POST /api/comments/:id/hide. */
export const hideCommentInput = z.object({ reason: moderationReason });
export type HideCommentInput = z.input<typeof hideCommentInput>;

/** Body of DELETE /api/comments/:id: its author needs no reason, a moderator deleting someone else's does (the server asks for it then). */
export const deleteCommentInput = z.object({ reason: moderationReason.optional() }).nullish();
export type DeleteCommentInput = z.input<typeof deleteCommentInput>;

/** Query of GET /api/posts/:id/comments. */
export const commentPageQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1) });

/** Body of PUT /api/posts/:id/comments/mute. */
export const muteInput = z.object({ muted: z.boolean() });

const commentAuthor = z.object({ id: z.string(), name: z.string(), surname: z.string() });

/** One comment as its reader may see it: every reader of a live comment reads the same facts (names aside: core/people/identity.ts). */
export const commentFacts = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  author: commentAuthor,
  body: z.string(),
  /** Whom its words mention (decision 0049): each `@label` in `body` names that member. */
  mentions: z.array(mentionView),
  createdAt: z.string(),
  /** When its author last changed it ("edited"); null if never. */
  editedAt: z.string().nullable(),
  /** Hidden by the place's author or a moderator: only they and its author read it, marked so. */
  hidden: z.boolean(),
  /** While it waits for review (a pupil's), or was sent back: its author and the reviewers read it, marked so. */
  review: reviewInfo.nullable(),
});

/** What its reader may do with a comment (features/comments/policy.ts). */
export const commentAbilities = z.object({
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  canHide: z.boolean(),
  canReview: z.boolean(),
});
export type CommentAbilities = z.infer<typeof commentAbilities>;

/** One comment as its reader may see it, with what they may do with it. */
export const commentView = commentFacts.extend(commentAbilities.shape);
export type CommentView = z.infer<typeof commentView>;

/** A comment with its replies, oldest first. */
export const commentThread = commentView.extend({ replies: z.array(commentView) });
export type CommentThread = z.infer<typeof commentThread>;

/** GET /api/posts/:id/comments: one page of the post's comments (oldest first), how many there are, and the reader's place in the thread. */
export const commentPage = z.object({
  comments: z.array(commentThread),
  /** Comments (not replies) the reader may read in all, for the pager. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the reader asked not to be told of new comments here. */
  muted: z.boolean(),
  /** Whether the reader may comment here (a live post, update or help request they read). */
  canComment: z.boolean(),
});
export type CommentPage = z.infer<typeof commentPage>;

/** Where a comment is, with its title: what a page about one comment links back to. */
export const commentPlaceView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('post'), postId: z.uuid(), title: z.string() }),
  z.object({ kind: z.literal('item'), collaborationId: z.uuid(), itemId: z.uuid(), itemKind: z.enum(COLLABORATION_ITEM_KINDS), title: z.string() }),
]);
export type CommentPlaceView = z.infer<typeof commentPlaceView>;

/** GET /api/comments/:id: one comment with the post, update or help request it is under (the reviewer's page of a waiting comment). */
export const commentDetail = commentView.extend({ place: commentPlaceView });
export type CommentDetail = z.infer<typeof commentDetail>;

/** Body and answer of PUT and GET /api/admin/comments-for-visitors: whether visitors read comments on posts for everyone (decision 0046). */
export const commentsForVisitorsSetting = z.object({ on: z.boolean({ error: fieldCode('comments_for_visitors_invalid') }) });
export type CommentsForVisitorsSetting = z.infer<typeof commentsForVisitorsSetting>;
