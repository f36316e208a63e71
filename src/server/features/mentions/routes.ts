import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MENTION_CANDIDATES_MAX } from '../../../shared/constants.js';
import { mentionCandidates as candidatesAnswer, mentionQuery } from '../../../shared/schemas/mentions.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { notFound } from '../../core/errors.js';
import { mentionCandidates, type MentionPlace } from '../../core/mentions/mentions.js';
import type { Reader } from '../../core/visibility/predicate.js';
import { collaborationVisibility } from '../../core/visibility/collaborations.js';
import { postVisibility } from '../../core/visibility/posts.js';
import { findPostRules } from '../../core/posts/post-rules.js';
import { findCollaborationRules } from '../../core/collaborations/collaboration-rules.js';

/**
 * The `@` picker (decision 0049): whom the signed-in writer may mention where they write — under
 * a live post they read, or in a collaboration they open — by name, as every write checks again
 * (core/mentions). Each one offered may read the place by its own rule, asked as them; a pupil is
 * offered only to teachers, administrators and those who share a collaboration with them. Names
 * only: no photo, no contact, no role.
 */
export const mentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/mentions', { schema: { querystring: mentionQuery, response: { 200: candidatesAnswer } } }, async (request) => {
    const user = currentUser(request);
    const { postId, collaborationId, q } = request.query;
    let place: MentionPlace;
    let reads: (member: NonNullable<Reader>) => boolean;
    if (postId) {
      const post = await findPostRules(app.db, postId);
      // Only a live post takes comments; one the writer may not read is not there for them.
      if (!post || !postVisibility.readable.test(post, user) || !postVisibility.live.test(post, user)) throw notFound('post');
      place = { kind: 'post', postId: post.id };
      reads = (member) => postVisibility.readable.test(post, member);
    } else {
      const collaboration = await findCollaborationRules(app.db, collaborationId!);
      if (!collaboration || !collaborationVisibility.visible.test(collaboration, user)) throw notFound('collaboration');
      place = { kind: 'collaboration', collaborationId: collaboration.id };
      reads = (member) => collaborationVisibility.visible.test(collaboration, member);
    }
    const people = await mentionCandidates(app.db, user, place, q, reads, MENTION_CANDIDATES_MAX);
    return { people: people.map(({ id, name, surname }) => ({ id, name, surname })) };
  });
};
