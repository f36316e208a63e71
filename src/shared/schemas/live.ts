import { z } from 'zod';
import { LIVE_COLLABORATIONS_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';

const COLLABORATION_TOPIC = /^collaboration:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const POST_TOPIC = /^post:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * `GET /api/live?topics=board,collaboration:<id>,post:<id>`: the topics, read into the board, the
 * collaborations' ids and the posts' (whose comments the page shows). Pages hold one post.
 */
export const liveQuery = z.object({
  topics: z
    .string()
    .max(2_000, fieldCode('live_topics_invalid'))
    .default('')
    .transform((text, context) => {
      const collaborations = new Set<string>();
      const posts = new Set<string>();
      let board = false;
      for (const topic of text.split(',').filter((part) => part !== '')) {
        const collaboration = COLLABORATION_TOPIC.exec(topic)?.[1];
        const post = POST_TOPIC.exec(topic)?.[1];
        if (topic === 'board') board = true;
        else if (collaboration) collaborations.add(collaboration.toLowerCase());
        else if (post) posts.add(post.toLowerCase());
        else {
          context.addIssue({ code: 'custom', message: fieldCode('live_topics_invalid') });
          return z.NEVER;
        }
      }
      if (collaborations.size + posts.size > LIVE_COLLABORATIONS_MAX) {
        context.addIssue({ code: 'custom', message: fieldCode('live_topics_invalid') });
        return z.NEVER;
      }
      return { board, collaborations: [...collaborations], posts: [...posts] };
    }),
});
