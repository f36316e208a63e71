import type { ReactionSubject } from '../../../shared/constants.js';
import type { QueryTopic } from '../../lib/query-topics';

/** Query keys of reactions (decision 0047): the reactions of some things of one kind, as one page reads them together. */
export const reactionKeys = {
  kind: (type: ReactionSubject) => ['reactions', type] as const,
  of: (type: ReactionSubject, ids: readonly string[]) => ['reactions', type, ids.join(',')] as const,
};

/** Who reacted is shown by name: a renamed member's reactions read again. */
export const reactionTopics = { shows: ['member-profiles'] satisfies QueryTopic[] };
