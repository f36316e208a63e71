import { z } from 'zod';
import { COLLABORATION_STATUSES } from '../constants.js';
import { mediaView } from './media.js';

/** What a child wrote: a blog post, or an update or help request of a collaboration. */
export const CHILD_WORK_TYPES = ['post', 'update', 'help'] as const;
export type ChildWorkType = (typeof CHILD_WORK_TYPES)[number];

/**
 * Where a child's work stands, as their guardian is told: waiting for a teacher's review, sent
 * back by one (with their note), on the site, taken off it by an administrator (posts only), or
 * hidden from other members by their reports or a moderator (updates and help requests).
 */
export const CHILD_WORK_STATES = ['waiting', 'sent_back', 'published', 'unpublished', 'hidden'] as const;
export type ChildWorkState = (typeof CHILD_WORK_STATES)[number];

/** One post, update or help request of a child, as their guardian's page lists it. */
const childWork = z.object({
  type: z.enum(CHILD_WORK_TYPES),
  id: z.string(),
  title: z.string(),
  state: z.enum(CHILD_WORK_STATES),
  /** The teacher's note when they sent it back; null otherwise. */
  note: z.string().nullable(),
  /** The collaboration an update or help request belongs to; null for a post. */
  collaboration: z.object({ id: z.string(), title: z.string(), status: z.enum(COLLABORATION_STATUSES) }).nullable(),
  createdAt: z.string(),
  /** When it was last written (a sent-back piece changed by its author, for instance). */
  updatedAt: z.string(),
});
export type ChildWork = z.infer<typeof childWork>;

/** A child of the signed-in guardian, with their work newest first (a page of it). */
const child = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  /** Their profile's photo, or null for the default avatar. */
  image: mediaView.nullable(),
  work: z.array(childWork),
  /** More is written than the page shows. */
  hasMore: z.boolean(),
});
export type Child = z.infer<typeof child>;

/** Answer of GET /api/children: the signed-in member's children (none for a member who is no one's guardian). */
export const childrenResponse = z.object({ children: z.array(child) });
export type ChildrenResponse = z.infer<typeof childrenResponse>;
