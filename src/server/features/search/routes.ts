import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_PAGE_SIZE } from '../../../shared/constants.js';
import { searchPage, searchQuery, type SearchKind, type SearchPage } from '../../../shared/schemas/search.js';
import { loadMediaViewsFor } from '../../core/media/presenter.js';
import { isReviewer } from '../../core/people/roles.js';
import { loadMemberCards } from '../../core/people/member-cards.js';
import { presentResults } from './presenter.js';
import { searchedKeys } from './search-terms.js';
import { loadCollaborationHits, loadItemHits, loadMemberHits, loadPostHits, searchHits, type HitKind } from './queries.js';
import type { Reader } from '../../core/visibility/predicate.js';

/**
 * A person searches at the pace of reading, not of a script: sixty searches a minute from one
 * address is far above the first and well below what would load the database (counted in
 * PostgreSQL, so every instance shares the count). The search page's HTML counts apart.
 */
const SEARCH_RATE = { max: 60, timeWindow: '1 minute', hook: 'preHandler' as const };

/** One page of results for `q`, as the reader (someone signed in, or a visitor: null) may read them. */
async function search(app: FastifyInstance, ask: { q: string; kind: SearchKind; page: number; reader: Reader }): Promise<SearchPage> {
  const { q, kind, page } = ask;
  const { hits, total, more } = await searchHits(app.db, q, { kind, reader: ask.reader, limit: SEARCH_PAGE_SIZE, offset: (page - 1) * SEARCH_PAGE_SIZE });
  const idsOf = (...kinds: HitKind[]) => hits.filter((hit) => kinds.includes(hit.kind)).map((hit) => hit.id);
  const [posts, collaborations, items, members, cards] = await Promise.all([
    loadPostHits(app.db, q, idsOf('post')),
    loadCollaborationHits(app.db, q, idsOf('collaboration')),
    loadItemHits(app.db, q, idsOf('help', 'update')),
    loadMemberHits(app.db, q, idsOf('member')),
    loadMemberCards(app.db, idsOf('member'), ask.reader),
  ]);
  // Each thumbnail as far as the pupils tagged in it let it reach this reader (reviewers see all).
  const viewers = ask.reader === null ? 'everyone' : isReviewer(ask.reader) ? 'all' : 'members';
  const images = await loadMediaViewsFor(app.db, [...posts, ...collaborations, ...items].map((row) => row.thumbnailId), viewers);
  const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));
  const results = presentResults(hits, { posts: byId(posts), collaborations: byId(collaborations), items: byId(items), members: byId(members), cards, images }, ask.reader, searchedKeys(q));
  return { q, kind, page, total, more, pageCount: Math.ceil(total / SEARCH_PAGE_SIZE), results };
}

/**
 * Search across the site. Anyone searches published posts; a signed-in member also
 * collaborations, their help requests and updates, and members: what each may read elsewhere.
 * The answer depends on who asks, so no shared cache keeps it. The search page is rendered on
 * the server as a visitor sees it (decision 0017), from the same function.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    { config: { public: true, rateLimit: SEARCH_RATE }, schema: { querystring: searchQuery, response: { 200: searchPage } } },
    async (request, reply) => {
      const user = await request.getUser();
      reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
      return search(app, { ...request.query, reader: user });
    },
  );

  // The search page: what a visitor finds, for its HTML; a search the API would refuse renders
  // none (the browser then asks the API, and shows its refusal). Rendered for each search and
  // never kept (the table says it reads its query), so it has no cache tags.
  app.publicPages.register('search', {
    data: async ({ query }) => {
      const parsed = searchQuery.safeParse({ q: query.get('q') ?? undefined, page: query.get('page') ?? undefined });
      return parsed.success ? search(app, { ...parsed.data, kind: 'all', reader: null }) : null;
    },
    tags: () => [],
  });

  // The page's HTML (plugins/spa.ts renders it) under the same limit as the API: each one searches.
  app.get('/search', { config: { public: true, rateLimit: SEARCH_RATE } }, (_request, reply) => reply.callNotFound());
};
