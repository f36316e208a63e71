import { z } from 'zod';
import { COLLABORATION_ITEM_KINDS, REVIEW_NOTE_MAX, REVIEW_STATES } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { blockText } from './text.js';

/**
 * Review before publishing. A post, update or help request written by a member who needs
 * review is not live until a teacher or an administrator approves it; until then only its
 * author, teachers and administrators see it, with this state.
 */
export const reviewInfo = z.object({
  state: z.enum(REVIEW_STATES),
  /** What the reviewer asked to change, when they sent it back; null while it waits. */
  note: z.string().nullable(),
  /** When it was last sent back (null while it waits for its first look). */
  reviewedAt: z.string().nullable(),
  /** Which version of it this is: a decision names the version its reviewer read. */
  version: z.number().int(),
});
export type ReviewInfo = z.infer<typeof reviewInfo>;

/**
 * The version a reviewer read: a decision on anything else is refused (409), so what is
 * approved is exactly what was read, never an edit made after the page was opened.
 */
const readVersion = z.number({ error: fieldCode('review_version_required') }).int(fieldCode('review_version_required')).min(1, fieldCode('review_version_required'));

/** Body of POST /api/review/<kind>/:id/approve. */
export const approveInput = z.object({ version: readVersion });
export type ApproveInput = z.input<typeof approveInput>;

/** Body of POST /api/review/<kind>/:id/send-back: the note (held to the text rules of every other field) and the version read. */
export const sendBackInput = z.object({
  note: blockText({ error: fieldCode('review_note_required') })
    .trim()
    .min(1, fieldCode('review_note_required'))
    .max(REVIEW_NOTE_MAX, fieldCode('review_note_too_long')),
  version: readVersion,
});
export type SendBackInput = z.input<typeof sendBackInput>;

const person = z.object({ id: z.string().nullable(), name: z.string(), surname: z.string() });

/**
 * What a reviewer decides on: a post; an update or help request; a new collaboration; a change
 * to a live collaboration's title, picture and description; a change to a member's profile; a
 * comment under a post.
 */
export const REVIEW_ENTRY_TYPES = ['post', ...COLLABORATION_ITEM_KINDS, 'collaboration', 'collaboration_change', 'profile', 'comment'] as const;
export type ReviewEntryType = (typeof REVIEW_ENTRY_TYPES)[number];

/** One entry of the review queue. */
const reviewEntry = z.object({
  type: z.enum(REVIEW_ENTRY_TYPES),
  /** The post's, item's, collaboration's or comment's id; a profile's member's id. */
  id: z.string(),
  /** Its title; a comment's: the title of the post it answers. */
  title: z.string(),
  /** The post's first words (its card's excerpt), a profile's description, or '' for the others. */
  excerpt: z.string(),
  author: person,
  /** The collaboration an update, help request or change belongs to (a new one: itself); null for a post or a profile. */
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
