import { z } from 'zod';
import { REACTION_CHOICES, REACTION_SET_MAX, REACTION_SUBJECTS, REACTIONS_READ_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { isUuid } from '../ids.js';
import { uuidParam } from './params.js';

/**
 * Reactions (decision 0047): a member's one-of-each positive reactions to a post, a comment, or a
 * collaboration's update or help request; counts and who reacted are members' to read.
 */

const emoji = z.enum(REACTION_CHOICES, { error: fieldCode('reaction_invalid') });

/** The address of one thing's reaction: PUT and DELETE /api/reactions/:type/:id/:emoji. */
export const reactionParams = z.object({
  type: z.enum(REACTION_SUBJECTS, { error: fieldCode('reaction_subject_invalid') }),
  id: uuidParam('reaction_subject'),
  emoji,
});

/** GET /api/reactions?type=comment&ids=a,b: the reactions of up to REACTIONS_READ_MAX things of one kind. */
export const reactionsQuery = z.object({
  type: z.enum(REACTION_SUBJECTS, { error: fieldCode('reaction_subject_invalid') }),
  ids: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean).map((id) => id.toLowerCase()))])
    .refine((ids) => ids.length > 0 && ids.length <= REACTIONS_READ_MAX && ids.every(isUuid), { error: fieldCode('reaction_ids_invalid') }),
});

const person = z.object({ id: z.string().nullable(), name: z.string(), surname: z.string(), formerPupil: z.boolean().optional() });

/** One reaction of a thing: how many members gave it, whether the reader did, and the first of them by name. */
export const reactionCount = z.object({ emoji: z.string(), count: z.number().int(), mine: z.boolean(), people: z.array(person) });
export type ReactionCount = z.infer<typeof reactionCount>;

/** The answer of GET /api/reactions: the site's set, and each readable thing's reactions (a thing the reader may not read is left out). */
export const reactionsAnswer = z.object({ set: z.array(z.string()), things: z.record(z.string(), z.array(reactionCount)) });
export type ReactionsAnswer = z.infer<typeof reactionsAnswer>;

/** The answer of PUT and DELETE: the thing's reactions as they are now. */
export const thingReactions = z.object({ reactions: z.array(reactionCount) });

/** Body and answer of PUT and GET /api/admin/reactions: the site's set, in the order shown. */
export const reactionSetting = z.object({
  set: z
    .array(emoji)
    .min(1, fieldCode('reaction_set_size'))
    .max(REACTION_SET_MAX, fieldCode('reaction_set_size'))
    .refine((set) => new Set(set).size === set.length, { error: fieldCode('reaction_set_size') }),
});
export type ReactionSetting = z.infer<typeof reactionSetting>;
