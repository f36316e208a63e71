import { sql, type SQL } from 'drizzle-orm';
import { foldWord } from '../../../shared/text/fold.js';

/*
 * What a search matches (decisions 0023 and 0045): each searchable row has two vectors, `search`
 * (its words stemmed in English and Greek by the `agora_search` configuration) and
 * `folded_search` (its words folded by shared/text/fold.ts: accents, case, final sigma and
 * Greeklish). The query is read both ways, and a row is found by either: "robots" finds "robot"
 * through the stems, "kalimera" finds «Καλημέρα» through the folds.
 */

/** A run of letters or digits, as fold.ts cuts words; anything else (quotes, `-`, spaces) is the query's syntax. */
export const WORD = /[\p{L}\p{N}\p{M}]+/gu;

/** The query with every word folded and its syntax kept: `"καλή μέρα" -Βλάκας` is `"kali mera" -vlakas`. */
export function foldedQueryText(q: string): string {
  return q.replace(WORD, (word) => foldWord(word));
}

/** The words a query excludes (`-word`, outside quotes): the text searched for without them. */
function excludedWords(q: string): string[] {
  const outsideQuotes = q.replace(/"[^"]*"?/g, ' ');
  return [...outsideQuotes.matchAll(/(?:^|\s)-([\p{L}\p{N}\p{M}]+)/gu)].map((match) => match[1] ?? '').filter(Boolean);
}

/**
 * The keys of the words a query looks for, to mark them where a headline did not (a word found
 * only through its fold: PostgreSQL marks what the stems matched). Not the excluded words, nor
 * the `or` between alternatives.
 */
export function searchedKeys(q: string): Set<string> {
  const excluded = new Set(excludedWords(q).map(foldWord));
  const keys = (q.match(WORD) ?? []).filter((word) => word.toLowerCase() !== 'or').map(foldWord);
  return new Set(keys.filter((key) => key !== '' && !excluded.has(key)));
}

/** A search query, read both ways, for the statements of queries.ts. */
export interface SearchTerms {
  /** `websearch_to_tsquery` under `agora_search`: what `search` is matched with, and headlines made from. */
  stemmed: SQL;
  /** The same words folded, under `simple`: what `folded_search` is matched with. */
  folded: SQL;
  /** The rows of alias `t` that the query finds. */
  matches(t: SQL): SQL;
  /** How well a row of alias `t` matches: the better of its two vectors. */
  rank(t: SQL): SQL;
}

/**
 * `q` as both queries. An excluded word excludes a row when either vector holds it: otherwise
 * "garden -robot" would find "garden robots" through the folds, which do not stem "robots".
 * websearch_to_tsquery reads any text at all, so no query can fail.
 */
export function searchTerms(q: string): SearchTerms {
  const stemmed = sql`websearch_to_tsquery('agora_search', ${q})`;
  const folded = sql`websearch_to_tsquery('simple', ${foldedQueryText(q)})`;
  const excluded = excludedWords(q);
  const anyExcluded = excluded.length === 0 ? null : excluded.join(' or ');
  return {
    stemmed,
    folded,
    matches: (t) => {
      const found = sql`(${t}.search @@ ${stemmed} or ${t}.folded_search @@ ${folded})`;
      if (anyExcluded === null) return found;
      return sql`(${found} and not (${t}.search @@ websearch_to_tsquery('agora_search', ${anyExcluded})
        or ${t}.folded_search @@ websearch_to_tsquery('simple', ${foldedQueryText(anyExcluded)})))`;
    },
    rank: (t) => sql`greatest(ts_rank_cd(${t}.search, ${stemmed}), ts_rank_cd(${t}.folded_search, ${folded}))`,
  };
}
