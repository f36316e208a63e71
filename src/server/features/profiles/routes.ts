import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageChoice, memberCard, ownProfile, profileChange, profileUpdate, type OwnProfile } from '../../../shared/schemas/profiles.js';
import { badRequest, notFound } from '../../core/errors.js';
import { isOwnMedia, loadMediaViews } from '../../core/media/presenter.js';
import { loadMemberCards } from '../../core/people/member-cards.js';
import { needsReviewNow } from '../../core/people/needs-review.js';
import { currentUser, type AuthUser } from '../../core/auth/auth-user.js';
import { screenWriting } from '../../core/moderation/watched-words.js';
import { fileReport } from '../../core/moderation/reports.js';
import { profileChangePolicy } from './policy.js';
import { presentProfileChange } from './presenter.js';
import { deleteProfileRevision, findProfileRevision, proposeProfile, setProfileLanguage, updateProfile } from './queries.js';
import { profileReviewRoutes } from './review-routes.js';

const userParams = z.object({ userId: z.string().max(100) });

async function presentProfileOf(app: FastifyInstance, userId: string, reader: AuthUser) {
  const card = (await loadMemberCards(app.db, [userId], reader)).get(userId);
  if (!card) throw notFound('member');
  return card;
}

/** A member's change waiting for review as `reader` may see it, or null (none, or not theirs to see). */
async function presentChangeOf(app: FastifyInstance, reader: AuthUser, userId: string, card: { name: string; surname: string }) {
  const revision = await findProfileRevision(app.db, userId);
  if (!revision || !profileChangePolicy.can(reader, 'read', revision)) return null;
  const views = await loadMediaViews(app.db, [revision.imageId]);
  return presentProfileChange(revision, card, views, profileChangePolicy.abilities(reader, revision));
}

/** The signed-in member's own profile as others see it, with their change that waits for review. */
async function presentOwnProfile(app: FastifyInstance, user: AuthUser): Promise<OwnProfile> {
  const card = await presentProfileOf(app, user.id, user);
  return { ...card, changesWait: user.needsReview, change: await presentChangeOf(app, user, user.id, card) };
}

/**
 * Profiles. A member reads and edits only their own: the user comes from the session and
 * no route takes a user id to change. Contact details reach signed-in members only. What a
 * pupil changes waits for review beside the profile, which shows what was approved.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(profileReviewRoutes);

  app.get('/api/profile', { schema: { response: { 200: ownProfile } } }, async (request) => {
    return presentOwnProfile(app, currentUser(request));
  });

  app.put('/api/profile', { schema: { body: profileUpdate, response: { 200: ownProfile } } }, async (request) => {
    const user = currentUser(request);
    const values = request.body;
    if (values.imageId && !(await isOwnMedia(app.db, values.imageId, user.id, 'profile'))) {
      throw badRequest('photo_not_ours', { imageId: 'photo_not_ours' });
    }
    // A profile's words are screened too; a pupil's change waits for review anyway, anyone else's held one waits beside it.
    const { review: held, flag } = await screenWriting(app.db, [values.description], { reportable: true });
    const next = { ...values, imageId: values.imageId?.toLowerCase() ?? null };
    const shownBefore = (await loadMemberCards(app.db, [user.id], user)).get(user.id)?.image?.id ?? null;
    await app.change(request, async (tx, record) => {
      // A pupil's change waits for review beside the profile, which shows what was approved; so does one with a watched word held for review.
      const waiting = held || (await needsReviewNow(tx, user.id));
      if (waiting) {
        await proposeProfile(tx, user.id, next);
      } else {
        await updateProfile(tx, user.id, next);
        // What they wrote now replaces a change of theirs that still waited (they no longer need review).
        await deleteProfileRevision(tx, user.id);
        // A flagged phrase shows, and the moderators are asked to look (decision 0050); a change that waits is read by its reviewer first.
        if (flag) await fileReport(tx, record, { subject: { type: 'profile', id: user.id }, reporterId: null, reason: 'watched_word', words: flag });
      }
      record({ type: 'profile.changed', userId: user.id, waiting, pictureIds: [shownBefore, next.imageId] });
    });
    return presentOwnProfile(app, user);
  });

  // The switch in the header sets the cookie the pages follow; this keeps the choice for the mail.
  app.put('/api/profile/language', { schema: { body: languageChoice } }, async (request, reply) => {
    await setProfileLanguage(app.db, currentUser(request).id, request.body.language);
    return reply.status(204).send();
  });

  app.get('/api/profiles/:userId', { schema: { params: userParams, response: { 200: memberCard } } }, async (request) => {
    return presentProfileOf(app, request.params.userId, currentUser(request));
  });

  // A member's change waiting for review, as their card will look: theirs and reviewers' only.
  app.get('/api/profiles/:userId/change', { schema: { params: userParams, response: { 200: profileChange } } }, async (request) => {
    const card = await presentProfileOf(app, request.params.userId, currentUser(request));
    const change = await presentChangeOf(app, currentUser(request), request.params.userId, card);
    if (!change) throw notFound('change');
    return change;
  });
};
