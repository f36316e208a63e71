import { z } from 'zod';
import { COLLABORATION_ITEM_KINDS, REVIEW_NOTE_MAX, REVIEW_STATES } from '../constants.js';
import { fieldMessage } from '../error-messages.js';

/**
 * Review before publishing (issue 17). A post, update or help request written by a member who
 * needs review is not live until a teacher or an administrator approves it; until then only
 * its author, teachers and administrators see it, with this state.
 */
export const reviewInfo = z.object({
  state: z.enum(REVIEW_STATES),
  /** What the reviewer asked to change, when they sent it back; null while it waits. */
  note: z.string().nullable(),
  /** When it was last sent back (null while it waits for its first look). */
  reviewedAt: z.string().nullable(),
});
export type ReviewInfo = z.infer<typeof reviewInfo>;

/** Body of POST /api/review/posts/:id/send-back and /api/review/items/:id/send-back. */
export const sendBackInput = z.object({
  note: z
    .string({ error: fieldMessage('review_note_required') })
    .trim()
    .min(1, fieldMessage('review_note_required'))
    .max(REVIEW_NOTE_MAX, fieldMessage('review_note_too_long')),
});
export type SendBackInput = z.input<typeof sendBackInput>;

const person = z.object({ id: z.string().nullable(), name: z.string(), surname: z.string() });

/** One entry of the review queue: a post, or an update or help request of a collaboration. */
const reviewEntry = z.object({
  type: z.enum(['post', ...COLLABORATION_ITEM_KINDS]),
  id: z.uuid(),
  title: z.string(),
  /** The post's first words (its card's excerpt), or '' for an update or help request. */
  excerpt: z.string(),
  author: person,
  /** The collaboration an update or help request belongs to; null for a post. */
  collaboration: z.object({ id: z.uuid(), title: z.string() }).nullable(),
  /** When it was written, or last changed by its author: the queue is oldest first. */
  submittedAt: z.string(),
});
export type ReviewEntry = z.infer<typeof reviewEntry>;

/** GET /api/review: what waits, oldest first (at most REVIEW_QUEUE_LIMIT), and how many wait in all. */
export const reviewQueue = z.object({ entries: z.array(reviewEntry), waiting: z.number().int() });
export type ReviewQueue = z.infer<typeof reviewQueue>;

/** GET /api/review/count: the hub's number. */
export const reviewCount = z.object({ waiting: z.number().int() });
export type ReviewCount = z.infer<typeof reviewCount>;
