import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CollaborationStatus } from '../../../shared/schemas/content.js';
import { SEARCH_MATCHES_MAX } from '../../../shared/constants.js';
import type { SearchKind } from '../../../shared/schemas/search.js';
import type { Db } from '../../core/db/client.js';
import { collaborationItems, collaborations, posts, profiles, users } from '../../core/db/schema.js';
import { collaborationVisibility, itemVisibility } from '../../core/visibility/collaborations.js';
import type { Reader } from '../../core/visibility/predicate.js';
import { postVisibility } from '../../core/visibility/posts.js';
import { memberVisibility, profileVisibility } from '../../core/visibility/profiles.js';
import { blocksText, foldRecentWrites, rowsOf } from '../../core/search/fold-pending.js';
import { searchTerms } from './search-terms.js';

// The tables as the raw queries below name them, for the visibility rules to speak of.
const p = alias(posts, 'p');
const c = alias(collaborations, 'c');
const i = alias(collaborationItems, 'i');
const u = alias(users, 'u');
// A hidden profile's words are searched by none who may not read them (decision 0050): it is not found.
const pr = alias(profiles, 'pr');

/**
 * Full-text search with PostgreSQL's own text search (decision 0023): every searchable table
 * keeps a generated `search` vector under a GIN index (migration 0009), read with the
 * `agora_search` configuration, which stems English and Greek and drops Greek accents and case,
 * and a `folded_search` vector of its words through the site's normaliser (decision 0045), so
 * Greeklish finds Greek (search-terms.ts reads a query both ways).
 * `websearch_to_tsquery` reads any text a person types ("quoted phrases", or, -word) and never
 * fails on it, so no query can become a 5xx.
 */

/** The kinds of result a row can be. */
export type HitKind = 'post' | 'collaboration' | 'help' | 'update' | 'member';

/** One ranked hit: which row, before its details are loaded. */
export interface Hit {
  kind: HitKind;
  id: string;
}

/** Marks around the searched words in headlines: control characters, which no stored text may hold (shared/schemas/text.ts). */
export const MARK_START = '\u0001';
export const MARK_END = '\u0002';

const tsQuery = (q: string) => searchTerms(q).stemmed;

const TITLE_OPTIONS = `HighlightAll=true, StartSel=${MARK_START}, StopSel=${MARK_END}`;
const SNIPPET_OPTIONS = `MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … ", StartSel=${MARK_START}, StopSel=${MARK_END}`;
const headline = (text: SQL, query: SQL, options: string) => sql`ts_headline('agora_search', ${text}, ${query}, ${options})`;

/** Which kinds a search of `kind` reads, and whether the caller may read members' and collaborations' content. */
function kindsOf(kind: SearchKind, signedIn: boolean): Set<HitKind> {
  const all: HitKind[] = signedIn ? ['post', 'collaboration', 'help', 'update', 'member'] : ['post'];
  const wanted: Record<SearchKind, HitKind[]> = {
    all,
    posts: ['post'],
    collaborations: ['collaboration'],
    help: ['help'],
    updates: ['update'],
    members: ['member'],
  };
  return new Set(wanted[kind].filter((k) => all.includes(k)));
}

/**
 * One page of hits for `q`, best first (rank, then newest), and how many there are. Each kind
 * ranks its newest SEARCH_MATCHES_MAX matches at most (decision 0056): ranking reads every
 * matching row's vectors, so a word in a third of 100,000 posts cost 200 ms ranked whole, and
 * the newest thousand are what a reader pages through anyway. `more` says matches were left
 * out, and `total` is then SEARCH_MATCHES_MAX. A visitor
 * reads live posts for everyone only (not waiting for review); a member also collaborations that
 * are not deleted nor waiting for review, their live help requests and updates, and members whose
 * account is not disabled — what each may read elsewhere in the site.
 */
export async function searchHits(
  db: Db,
  q: string,
  options: { kind: SearchKind; reader: Reader; limit: number; offset: number },
): Promise<{ hits: Hit[]; total: number; more: boolean }> {
  const { reader } = options;
  const kinds = kindsOf(options.kind, reader !== null);
  // Rows written since the last search have no fold yet: fold them first, so they are found.
  await foldRecentWrites(db);
  const terms = searchTerms(q);
  const [pt, ct, it, prt] = [sql`p`, sql`c`, sql`i`, sql`pr`];
  // Each kind's matches, with the column their newest are found by (an index of each table's, descending, nulls last).
  const branches: { select: SQL; newest: SQL }[] = [];
  if (kinds.has('post')) {
    // The live posts the reader's lists hold: for everyone, or for members too when signed in.
    branches.push({
      select: sql`select 'post' as kind, p.id::text as id, ${terms.rank(pt)} as rank, p.created_at
        from posts p where ${postVisibility.listed.where(p, reader)} and ${terms.matches(pt)}`,
      newest: sql`p.created_at`,
    });
  }
  if (kinds.has('collaboration')) {
    branches.push({
      select: sql`select 'collaboration', c.id::text, ${terms.rank(ct)}, c.created_at
        from collaborations c where ${collaborationVisibility.listed.where(c, reader)} and ${terms.matches(ct)}`,
      newest: sql`c.created_at`,
    });
  }
  const itemKinds = ['help', 'update'].filter((k) => kinds.has(k as HitKind));
  if (itemKinds.length > 0) {
    branches.push({
      select: sql`select i.kind, i.id::text, ${terms.rank(it)}, i.created_at
        from collaboration_items i join collaborations c on c.id = i.collaboration_id
        where ${collaborationVisibility.listed.where(c, reader)} and ${itemVisibility.live.where(i, reader)} and i.kind in (${sql.join(itemKinds.map((k) => sql`${k}`), sql`, `)}) and ${terms.matches(it)}`,
      newest: sql`i.created_at`,
    });
  }
  if (kinds.has('member')) {
    branches.push({
      select: sql`select 'member', pr.user_id, ${terms.rank(prt)}, u.created_at
        from profiles pr join users u on u.id = pr.user_id
        where ${memberVisibility.listed.where(u, reader)} and ${profileVisibility.shown.where(pr, reader)} and ${terms.matches(prt)}`,
      newest: sql`u.created_at`,
    });
  }
  if (branches.length === 0) return { hits: [], total: 0, more: false };
  // Each kind's newest matches, one more than are ranked to tell whether there are more. Nulls
  // last, as the lists' indexes keep them: a word in many posts is then found by walking the
  // newest posts' index until enough match (a rare one, by the text search index).
  const newest = sql.join(
    branches.map((branch) => sql`(${branch.select} order by ${branch.newest} desc nulls last limit ${SEARCH_MATCHES_MAX + 1})`),
    sql` union all `,
  );
  const rows = await db.execute(sql`
    select kind, id, count(*) over () as total
    from (${newest}) as hits(kind, id, rank, created_at)
    order by rank desc, created_at desc, id
    limit ${options.limit} offset ${options.offset}`);
  const list = rowsOf<{ kind: HitKind; id: string; total: string | number }>(rows);
  // Past the last page there is no row to carry the count: count again (rare, and cheap then).
  const found = list[0] ? Number(list[0].total) : options.offset > 0 ? await countHits(db, newest) : 0;
  const more = found > SEARCH_MATCHES_MAX;
  // The ranked ones only: a page past them holds nothing.
  const hits = list.filter((_, index) => options.offset + index < SEARCH_MATCHES_MAX);
  return { hits: hits.map(({ kind, id }) => ({ kind, id })), total: Math.min(found, SEARCH_MATCHES_MAX), more };
}

async function countHits(db: Db, newest: SQL): Promise<number> {
  const rows = rowsOf<{ total: string | number }>(await db.execute(sql`select count(*) as total from (${newest}) as hits`));
  return Number(rows[0]?.total ?? 0);
}

/**
 * Rows of the hits `ids` with their headlines made: `select(query, ids)` is the statement, given
 * the search's tsquery and the ids as a list for `in (…)`. No ids, no query.
 */
async function loadHits<T>(db: Db, q: string, ids: string[], cast: 'uuid' | 'text', select: (query: SQL, ids: SQL) => SQL): Promise<T[]> {
  if (ids.length === 0) return [];
  const list = sql.join(ids.map((id) => (cast === 'uuid' ? sql`${id}::uuid` : sql`${id}`)), sql`, `);
  return rowsOf<T>(await db.execute(select(tsQuery(q), list)));
}

/** A post hit with its marked title and text, its picture and author. */
export interface PostHitRow {
  id: string;
  title: string;
  snippet: string;
  thumbnailId: string | null;
  createdAt: Date | string;
  /** Null with surname for a post kept from an erased member. */
  name: string | null;
  surname: string | null;
  /** Whether the author is a pupil, and their image consent in force: who sees them by name (core/people/identity.ts). */
  needsReview: boolean | null;
  imageConsent: string | null;
  /** A former pupil now anonymised: shown as "Former pupil". */
  anonymised: boolean | null;
}

/** The posts among the hits, headlines made, with what decides who sees their author by name. */
export function loadPostHits(db: Db, q: string, ids: string[]): Promise<PostHitRow[]> {
  return loadHits(db, q, ids, 'uuid', (query, list) => sql`
      select p.id::text as id, ${headline(sql`p.title`, query, TITLE_OPTIONS)} as title,
        ${headline(blocksText(sql`p.content`), query, SNIPPET_OPTIONS)} as snippet,
        p.thumbnail_id as "thumbnailId", p.created_at as "createdAt", pr.name, pr.surname,
        u.needs_review as "needsReview", pr.image_consent as "imageConsent", u.anonymised_at is not null as anonymised
      from posts p left join profiles pr on pr.user_id = p.author_id left join users u on u.id = p.author_id
      where p.id in (${list})`);
}

/** A collaboration, help request or update hit with its marked title and text, and its collaboration. */
export interface CollaborationHitRow {
  id: string;
  title: string;
  snippet: string;
  createdAt: Date | string;
  collaborationId: string;
  collaborationTitle: string;
  status: CollaborationStatus;
  thumbnailId: string | null;
}

/** The collaborations among the hits, headlines made. */
export function loadCollaborationHits(db: Db, q: string, ids: string[]): Promise<CollaborationHitRow[]> {
  return loadHits(db, q, ids, 'uuid', (query, list) => sql`
      select c.id::text as id, ${headline(sql`c.title`, query, TITLE_OPTIONS)} as title,
        ${headline(blocksText(sql`c.content`), query, SNIPPET_OPTIONS)} as snippet, c.created_at as "createdAt",
        c.id::text as "collaborationId", c.title as "collaborationTitle", c.status, c.thumbnail_id as "thumbnailId"
      from collaborations c
      where c.id in (${list})`);
}

/** The help requests and updates among the hits, headlines made. */
export function loadItemHits(db: Db, q: string, ids: string[]): Promise<CollaborationHitRow[]> {
  return loadHits(db, q, ids, 'uuid', (query, list) => sql`
      select i.id::text as id, ${headline(sql`i.title`, query, TITLE_OPTIONS)} as title,
        ${headline(blocksText(sql`i.content`), query, SNIPPET_OPTIONS)} as snippet, i.created_at as "createdAt",
        c.id::text as "collaborationId", c.title as "collaborationTitle", c.status, c.thumbnail_id as "thumbnailId"
      from collaboration_items i join collaborations c on c.id = i.collaboration_id
      where i.id in (${list})`);
}

/** A member hit: marked name and description. */
export interface MemberHitRow {
  id: string;
  title: string;
  snippet: string;
}

/** The members among the hits, headlines made. */
export function loadMemberHits(db: Db, q: string, ids: string[]): Promise<MemberHitRow[]> {
  return loadHits(db, q, ids, 'text', (query, list) => sql`
      select pr.user_id as id, ${headline(sql`pr.name || ' ' || pr.surname`, query, TITLE_OPTIONS)} as title,
        ${headline(sql`pr.description`, query, SNIPPET_OPTIONS)} as snippet
      from profiles pr
      where pr.user_id in (${list})`);
}
