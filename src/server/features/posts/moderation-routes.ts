import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unpublishedPostList } from '../../../shared/schemas/admin.js';
import { idParams } from '../../../shared/schemas/params.js';
import { AppError, notFound } from '../../core/errors.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { setPostOnSite } from '../../core/posts/moderation.js';
import { postPolicy } from './policy.js';
import { presentUnpublishedPost } from './presenter.js';
import { findPost, listUnpublishedPosts } from './queries.js';

const postParams = idParams('post');
const ok = z.object({ ok: z.literal(true) });
/** Unpublished posts listed at once; a school's moderation queue stays far below this. */
const UNPUBLISHED_LIST_MAX = 500;

/**
 * Post moderation, in the admin area's address space: an admin takes a post off the public
 * site without losing it (only its author and admins still read it), puts it back, and lists
 * what is unpublished. Both changes are written to the audit log with the change itself.
 */
export const postModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route here is for those the policy lets moderate, before their input is even
  // validated: anyone else is refused as such, whatever id they sent.
  app.addHook('preValidation', async (request) => {
    postPolicy.authorize(currentUser(request), 'moderate');
  });

  app.get('/api/admin/posts/unpublished', { schema: { response: { 200: unpublishedPostList } } }, async () => {
    const rows = await listUnpublishedPosts(app.db, UNPUBLISHED_LIST_MAX);
    return { posts: rows.map(presentUnpublishedPost) };
  });

  for (const [path, unpublish] of [
    ['unpublish', true],
    ['publish', false],
  ] as const) {
    app.post(`/api/admin/posts/:id/${path}`, { schema: { params: postParams, response: { 200: ok } } }, async (request) => {
      const admin = currentUser(request);
      const { id } = request.params;
      if (!(await findPost(app.db, id))) throw notFound('post');
      await app.change(request, async (tx, record) => {
        // Already so (perhaps by another admin a moment ago): nothing changes.
        if (!(await setPostOnSite(tx, record, { postId: id, unpublish, byId: admin.id }))) {
          throw new AppError(409, unpublish ? 'already_unpublished' : 'already_published');
        }
      });
      return { ok: true as const };
    });
  }
};
