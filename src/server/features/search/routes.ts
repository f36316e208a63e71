import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
import { searchPage, searchQuery } from '../../../shared/schemas/search.js';
import { loadMediaViews } from '../../media/presenter.js';
import { loadMemberCards } from '../../people/member-cards.js';
import { presentResults } from './presenter.js';
import { loadCollaborationHits, loadItemHits, loadMemberHits, loadPostHits, searchHits, type HitKind } from './queries.js';

/**
 * A person searches at the pace of reading, not of a script: sixty searches a minute from one
 * address is far above the first and well below what would load the database (counted in
 * PostgreSQL, so every instance shares the count).
 */
const SEARCH_RATE = { max: 60, timeWindow: '1 minute', hook: 'preHandler' as const };

/**
 * Search across the site (issue 16). Anyone searches published posts; a signed-in member also
 * collaborations, their help requests and updates, and members: what each may read elsewhere.
 * The answer depends on who asks, so no shared cache keeps it.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    { config: { public: true, rateLimit: SEARCH_RATE }, schema: { querystring: searchQuery, response: { 200: searchPage } } },
    async (request, reply) => {
      const { q, kind, page } = request.query;
      const user = await request.getUser();
      const { hits, total } = await searchHits(app.db, q, {
        kind,
        signedIn: user !== null,
        limit: SEARCH_PAGE_SIZE,
        offset: (page - 1) * SEARCH_PAGE_SIZE,
      });
      const idsOf = (...kinds: HitKind[]) => hits.filter((hit) => kinds.includes(hit.kind)).map((hit) => hit.id);
      const [posts, collaborations, items, members, cards] = await Promise.all([
        loadPostHits(app.db, q, idsOf('post')),
        loadCollaborationHits(app.db, q, idsOf('collaboration')),
        loadItemHits(app.db, q, idsOf('help', 'update')),
        loadMemberHits(app.db, q, idsOf('member')),
        loadMemberCards(app.db, idsOf('member')),
      ]);
      const images = await loadMediaViews(app.db, [...posts, ...collaborations, ...items].map((row) => row.thumbnailId));
      const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
      reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
      return {
        q,
        kind,
        page,
        total,
        pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
        results: presentResults(hits, {
          posts: byId(posts),
          collaborations: byId(collaborations),
          items: byId(items),
          members: byId(members),
          cards,
          images,
        }),
      };
    },
  );
};
