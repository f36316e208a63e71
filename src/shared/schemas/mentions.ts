import { z } from 'zod';
import { MENTIONS_MAX, SEARCH_QUERY_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { uuidParam } from './params.js';
import { lineText } from './text.js';

/**
 * `@` mentions (decision 0049): the members a comment, an update or a help request mentions, by
 * id, as the picker chose them (the words name them as `@Name Surname`); and the picker's
 * question and answer.
 */
export const mentionIds = z
  .array(z.string({ error: fieldCode('mention_not_allowed') }).min(1, fieldCode('mention_not_allowed')).max(100, fieldCode('mention_not_allowed')), { error: fieldCode('mention_not_allowed') })
  .max(MENTIONS_MAX, fieldCode('mentions_too_many'));

/** `?postId=` or `?collaborationId=`, and `q`, of GET /api/mentions: whom the writer may mention there, by name. */
export const mentionQuery = z
  .object({
    postId: uuidParam('post').optional(),
    collaborationId: uuidParam('collaboration').optional(),
    q: lineText().trim().max(SEARCH_QUERY_MAX, fieldCode('search_too_long')).default(''),
  })
  .refine((query) => (query.postId === undefined) !== (query.collaborationId === undefined), { path: ['postId'], error: fieldCode('mention_place_required') });

/** A member the picker offers: their name, nothing more. */
export const mentionCandidate = z.object({ id: z.string(), name: z.string(), surname: z.string() });
export type MentionCandidate = z.infer<typeof mentionCandidate>;
export const mentionCandidates = z.object({ people: z.array(mentionCandidate) });
export type MentionCandidates = z.infer<typeof mentionCandidates>;

/** A member a comment mentions, as its reader reads them (a visitor reads a pupil by initials): what `@` precedes in its words. */
export const mentionView = z.object({ id: z.string(), label: z.string() });
export type MentionView = z.infer<typeof mentionView>;
