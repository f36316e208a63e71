import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageChoice, memberCard, ownProfile, profileUpdate } from '../../../shared/schemas/profiles.js';
import { badRequest, notFound } from '../../errors.js';
import { isOwnMedia } from '../../media/presenter.js';
import { loadMemberCards } from '../../people/member-cards.js';
import { currentUser } from '../../plugins/auth.js';
import { CACHE_TAGS } from '../../plugins/public-cache.js';
import { setProfileLanguage, updateProfile } from './queries.js';

async function presentProfileOf(app: FastifyInstance, userId: string) {
  const card = (await loadMemberCards(app.db, [userId])).get(userId);
  if (!card) throw notFound('member');
  return card;
}

/**
 * Profiles. A member reads and edits only their own: the user comes from the session and
 * no route takes a user id to change. Contact details reach signed-in members only.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/profile', { schema: { response: { 200: ownProfile } } }, async (request) => {
    return presentProfileOf(app, currentUser(request).id);
  });

  app.put('/api/profile', { schema: { body: profileUpdate, response: { 200: ownProfile } } }, async (request) => {
    const user = currentUser(request);
    const values = request.body;
    if (values.imageId && !(await isOwnMedia(app.db, values.imageId, user.id, 'profile'))) {
      throw badRequest('photo_not_ours', { imageId: 'photo_not_ours' });
    }
    await updateProfile(app.db, user.id, { ...values, imageId: values.imageId?.toLowerCase() ?? null });
    // Every post shows its author's name, description and photo.
    await app.publicCache.invalidate(CACHE_TAGS.posts);
    return presentProfileOf(app, user.id);
  });

  // The switch in the header sets the cookie the pages follow; this keeps the choice for the mail.
  app.put('/api/profile/language', { schema: { body: languageChoice } }, async (request, reply) => {
    await setProfileLanguage(app.db, currentUser(request).id, request.body.language);
    return reply.status(204).send();
  });

  app.get(
    '/api/profiles/:userId',
    { schema: { params: z.object({ userId: z.string().max(100) }), response: { 200: memberCard } } },
    async (request) => {
      return presentProfileOf(app, request.params.userId);
    },
  );
};
