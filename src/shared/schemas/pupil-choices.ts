import { z } from 'zod';
import { SEARCH_QUERY_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { lineText } from './text.js';

/**
 * The pickers of pupils by name (core/people/pupil-choices.ts): a guardian's invitation's
 * "Guardian of" (GET /api/invitations/pupils) and "Who is in this picture?" (GET /api/media/pupils).
 */

/** `?q=`: words of a pupil's name (empty: the first pupils alphabetically). */
export const pupilChoicesQuery = z.object({
  q: lineText().trim().max(SEARCH_QUERY_MAX, fieldCode('search_too_long')).default(''),
});

/** The pupils found, by name, alphabetically, at most the route's limit; `more` when others match too. */
export const pupilChoices = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), surname: z.string() })),
  more: z.boolean(),
});
export type PupilChoices = z.infer<typeof pupilChoices>;
