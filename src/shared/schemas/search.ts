import { z } from 'zod';
import { COLLABORATION_STATUSES, SEARCH_KINDS, SEARCH_QUERY_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { mediaView } from './media.js';
import { pageQuery } from './posts.js';
import { memberCard } from './profiles.js';
import { lineText } from './text.js';

/** `GET /api/search?q=…&kind=…&page=N`: what to look for, narrowed to one kind or not, and which page. */
export const searchQuery = pageQuery.extend({
  q: lineText({ error: fieldCode('search_required') })
    .trim()
    .min(1, fieldCode('search_required'))
    .max(SEARCH_QUERY_MAX, fieldCode('search_too_long')),
  kind: z.enum(SEARCH_KINDS, { error: fieldCode('search_kind_invalid') }).default('all'),
});
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * A text with the searched words marked: the parts in order, `match` on the words the search
 * found. Parts, not HTML, so that nothing stored can ever be read as markup.
 */
const marked = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type MarkedText = z.infer<typeof marked>;

/** The collaboration a result belongs to, or is. */
const collaborationRef = z.object({ id: z.uuid(), title: z.string(), status: z.enum(COLLABORATION_STATUSES) });

/** What a collaboration, or a help request or update in one, shows as a result. */
const inCollaboration = {
  id: z.uuid(),
  title: marked,
  snippet: marked,
  thumbnail: mediaView.nullable(),
  collaboration: collaborationRef,
  createdAt: z.string(),
};

/** One result, by kind: what its card shows and where it leads. */
const searchResult = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('post'),
    id: z.uuid(),
    title: marked,
    snippet: marked,
    thumbnail: mediaView.nullable(),
    /** Null for a post kept from an erased member ("Former member"). */
    author: z.object({ name: z.string(), surname: z.string(), formerPupil: z.boolean().optional() }).nullable(),
    createdAt: z.string(),
  }),
  z.object({ kind: z.literal('collaboration'), ...inCollaboration }),
  z.object({ kind: z.enum(['help', 'update']), ...inCollaboration }),
  z.object({
    kind: z.literal('member'),
    id: z.string(),
    title: marked,
    snippet: marked,
    member: memberCard,
  }),
]);
export type SearchResult = z.infer<typeof searchResult>;

/** A page of results, best first, and how many there are in all (at most SEARCH_MATCHES_MAX: `more` says there are more). */
export const searchPage = z.object({
  q: z.string(),
  kind: z.enum(SEARCH_KINDS),
  page: z.number().int(),
  total: z.number().int(),
  /** More match than were ranked: the newest SEARCH_MATCHES_MAX were, and the count reads "1,000+". */
  more: z.boolean(),
  pageCount: z.number().int(),
  results: z.array(searchResult),
});
export type SearchPage = z.infer<typeof searchPage>;
