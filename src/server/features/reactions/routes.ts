import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { ReactionSubject } from '../../../shared/constants.js';
import { reactionParams, reactionSetting, reactionsAnswer, reactionsQuery, thingReactions, type ReactionSetting } from '../../../shared/schemas/reactions.js';
import { currentUser, type AuthUser } from '../../core/auth/auth-user.js';
import { badRequest, conflict, notFound, unauthorized } from '../../core/errors.js';
import { reactionPolicy } from './policy.js';
import { presentReactions } from './presenter.js';
import { addReaction, countReactions, reactionSet, readableThings, removeReaction, setReactionSet } from './queries.js';

/** A scope of these routes, with the schemas' types. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Reactions (decision 0047): a member's one-of-each positive emoji on a post, a comment, or a
 * collaboration's update or help request, from the set an administrator offers. Members read the
 * counts and who reacted on what they may read (each kind's rule in core/visibility, asked in the
 * query: what they may not read is not there for them) and react to what is live; visitors read
 * nothing of them. A reaction is an event (`reaction.changed`): the thing's open pages, on every
 * instance, read the counts again.
 */
export const reactionRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Each of these things' reactions (the reader may read them all), and the site's set. */
  async function reactionsOf(type: ReactionSubject, ids: readonly string[], user: AuthUser) {
    const [rows, set] = await Promise.all([countReactions(app.db, type, ids, user.id), reactionSet(app.db)]);
    return { set, things: presentReactions(rows, set, ids, user) };
  }

  app.get('/api/reactions', { config: { public: true }, schema: { querystring: reactionsQuery, response: { 200: reactionsAnswer } } }, async (request) => {
    const user = await request.getUser();
    // No count reaches visitors.
    if (!user || !reactionPolicy.can(user, 'read')) throw unauthorized('reactions_members_only');
    const { type, ids } = request.query;
    const readable = await readableThings(app.db, type, ids, user);
    return reactionsOf(
      type,
      readable.map((thing) => thing.id),
      user,
    );
  });

  /** Gives (`add`) or takes back the reaction the address names; answers the thing's reactions as they are now. */
  async function react(request: FastifyRequest, params: { type: ReactionSubject; id: string; emoji: string }, add: boolean) {
    const user = currentUser(request);
    const { type, id, emoji } = params;
    const [thing] = await readableThings(app.db, type, [id], user);
    if (!thing) throw notFound('reaction_subject');
    // Taking one back is always allowed; giving one, only to what is on the site for its readers.
    if (add && !reactionPolicy.can(user, 'react', thing)) throw conflict('reaction_not_live');
    // Read once: it decides what may be given, and what the answer shows.
    const set = await reactionSet(app.db);
    if (add && !set.includes(emoji)) throw badRequest('reaction_not_offered');
    await app.change(request, async (tx, record) => {
      const changed = add ? await addReaction(tx, type, id, user.id, emoji) : await removeReaction(tx, type, id, user.id, emoji);
      if (changed) record({ type: 'reaction.changed', topic: thing.topic });
    });
    const things = presentReactions(await countReactions(app.db, type, [id], user.id), set, [id], user);
    return { reactions: things[id] ?? [] };
  }

  const reactionRoute = { schema: { params: reactionParams, response: { 200: thingReactions } } };
  app.put('/api/reactions/:type/:id/:emoji', reactionRoute, (request) => react(request, request.params, true));
  app.delete('/api/reactions/:type/:id/:emoji', reactionRoute, (request) => react(request, request.params, false));

  await app.register(async (admins: ZodApp) => {
    admins.addHook('preValidation', async (request) => {
      reactionPolicy.authorize(currentUser(request), 'chooseSet');
    });

    admins.get('/api/admin/reactions', { schema: { response: { 200: reactionSetting } } }, async () => ({ set: (await reactionSet(app.db)) as ReactionSetting['set'] }));

    admins.put('/api/admin/reactions', { schema: { body: reactionSetting, response: { 200: reactionSetting } } }, async (request) => {
      const { set } = request.body;
      await app.change(request, async (tx, record) => {
        await setReactionSet(tx, set);
        record({ type: 'site.reactions_changed', targetType: 'site', targetId: null, details: { set } });
      });
      return { set };
    });
  });
};
