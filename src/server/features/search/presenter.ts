import type { MarkedText, SearchResult } from '../../../shared/schemas/search.js';
import { foldWord } from '../../../shared/text/fold.js';
import type { MediaView } from '../../../shared/schemas/media.js';
import type { MemberCard } from '../../../shared/schemas/profiles.js';
import { personSeenBy } from '../../core/people/identity.js';
import type { Reader } from '../../core/visibility/predicate.js';
import type { CollaborationHitRow, Hit, MemberHitRow, PostHitRow } from './queries.js';
import { MARK_END, MARK_START } from './queries.js';
import { WORD } from './search-terms.js';

/** A headline from PostgreSQL, its searched words between the marks, as parts (never markup); `keys` marks the words found through their fold too. */
export function markedText(headline: string, keys: ReadonlySet<string> = new Set()): MarkedText {
  const parts: MarkedText = [];
  let rest = headline;
  while (rest.length > 0) {
    const start = rest.indexOf(MARK_START);
    if (start === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), match: false });
    const end = rest.indexOf(MARK_END, start + 1);
    const stop = end === -1 ? rest.length : end;
    parts.push({ text: rest.slice(start + 1, stop), match: true });
    rest = rest.slice(stop + 1);
  }
  // Marks next to each other ("robot" "club") read as one highlight.
  return markFolded(
    parts.filter((part) => part.text.length > 0),
    keys,
  );
}

/**
 * The unmarked words whose fold is one of `keys`, marked: «Καλημέρα» found by "kalimera", which
 * PostgreSQL's headline (stems only) leaves unmarked.
 */
function markFolded(parts: MarkedText, keys: ReadonlySet<string>): MarkedText {
  if (keys.size === 0) return parts;
  return parts.flatMap((part) => {
    if (part.match) return [part];
    const split: MarkedText = [];
    let from = 0;
    for (const found of part.text.matchAll(WORD)) {
      if (!keys.has(foldWord(found[0]))) continue;
      if (found.index > from) split.push({ text: part.text.slice(from, found.index), match: false });
      split.push({ text: found[0], match: true });
      from = found.index + found[0].length;
    }
    if (from < part.text.length) split.push({ text: part.text.slice(from), match: false });
    return split;
  });
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** What was loaded for a page of hits. */
export interface LoadedHits {
  posts: Map<string, PostHitRow>;
  collaborations: Map<string, CollaborationHitRow>;
  items: Map<string, CollaborationHitRow>;
  members: Map<string, MemberHitRow>;
  cards: Map<string, MemberCard>;
  images: Map<string, MediaView>;
}

/**
 * The results in the hits' order, as `reader` may see them (a pupil author's initials alone to a
 * visitor without their guardian's consent); a hit whose row went away between the two queries is
 * left out.
 */
export function presentResults(hits: Hit[], loaded: LoadedHits, reader: Reader, keys: ReadonlySet<string>): SearchResult[] {
  const mark = (headline: string) => markedText(headline, keys);
  const image = (id: string | null) => (id ? (loaded.images.get(id) ?? null) : null);
  const results: SearchResult[] = [];
  for (const hit of hits) {
    if (hit.kind === 'post') {
      const row = loaded.posts.get(hit.id);
      if (!row) continue;
      results.push({
        kind: 'post',
        id: row.id,
        title: mark(row.title),
        snippet: mark(row.snippet),
        thumbnail: image(row.thumbnailId),
        author: row.name === null ? null : personSeenBy({ name: row.name, surname: row.surname ?? '' }, row, reader),
        createdAt: iso(row.createdAt),
      });
    } else if (hit.kind === 'member') {
      const row = loaded.members.get(hit.id);
      const member = loaded.cards.get(hit.id);
      if (!row || !member) continue;
      results.push({ kind: 'member', id: row.id, title: mark(row.title), snippet: mark(row.snippet), member });
    } else {
      const row = (hit.kind === 'collaboration' ? loaded.collaborations : loaded.items).get(hit.id);
      if (!row) continue;
      const common = {
        id: row.id,
        title: mark(row.title),
        snippet: mark(row.snippet),
        thumbnail: image(row.thumbnailId),
        collaboration: { id: row.collaborationId, title: row.collaborationTitle, status: row.status },
        createdAt: iso(row.createdAt),
      };
      results.push(hit.kind === 'collaboration' ? { kind: 'collaboration', ...common } : { kind: hit.kind, ...common });
    }
  }
  return results;
}
