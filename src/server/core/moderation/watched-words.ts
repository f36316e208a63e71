import { asc } from 'drizzle-orm';
import type { WatchedWordAction } from '../../../shared/constants.js';
import type { ContentBlock } from '../../../shared/schemas/content.js';
import { firstMatch, foldPhrase, type FoldedPhrase } from '../../../shared/text/fold.js';
import type { Db } from '../db/client.js';
import { preparedPerDb } from '../db/prepared-queries.js';
import { watchedWords } from '../db/schema.js';
import { badRequest } from '../errors.js';

/** One administrator's rule as the screen applies it: its phrase as folded, and as typed. */
export interface WatchedRule {
  id: string;
  phrase: FoldedPhrase;
  typed: string;
  action: WatchedWordAction;
}

/** The one key of a phrase, whatever its spelling: its folded words, and `*` when its last word is a prefix. */
export function foldedKey(phrase: FoldedPhrase): string {
  return `${phrase.words.join(' ')}${phrase.prefix ? '*' : ''}`;
}

/** Reads a stored key back into the phrase it folds (foldedKey's inverse). */
function phraseOfKey(key: string): FoldedPhrase {
  const prefix = key.endsWith('*');
  return { words: (prefix ? key.slice(0, -1) : key).split(' '), prefix };
}

const watchedWordsQuery = preparedPerDb((db) => db.select().from(watchedWords).orderBy(asc(watchedWords.createdAt)).prepare('agora_watched_words'));

/**
 * Every rule, the blocking ones first, then those that hold for review, then those that flag (so
 * the first a text matches is the strongest it meets), each kind oldest first. Read on each write it screens, from the database every instance
 * shares: a rule an administrator adds on one instance applies on all at once. The list is short
 * (WATCHED_WORDS_MAX) and read by its primary key's table scan, cheaper than any cache's upkeep.
 */
export async function loadWatchedRules(db: Db): Promise<WatchedRule[]> {
  const rows = await watchedWordsQuery(db).execute();
  const rules = rows.map((row) => ({ id: row.id, phrase: phraseOfKey(row.folded), typed: row.phrase, action: row.action as WatchedWordAction }));
  return (['block', 'review', 'flag'] as const).flatMap((action) => rules.filter((rule) => rule.action === action));
}

/** What screening found: whether the text must wait for a teacher's review, and the phrase of a `flag` rule it holds (to report it). */
export interface Screened {
  review: boolean;
  flag: string | null;
}

/**
 * Screens what a member wrote (every text of one write: a title, its paragraphs, a comment)
 * against the administrators' watched words (decision 0043), matching folded words on word
 * boundaries (shared/text/fold.ts: case, accents, final sigma and Greeklish alike). A `block`
 * rule refuses the write (400 `watched_word_blocked`, naming the phrase; nothing is saved and
 * the page keeps what was typed); a `review` rule lets it be saved, waiting for a teacher; a
 * `flag` rule lets it be saved and live, and the caller reports it to the moderators
 * (core/moderation/reports.ts) — where the thing can be reported (`reportable`: posts,
 * comments, updates, help requests and profiles); elsewhere a flag holds it for review instead.
 */
export async function screenWriting(db: Db, texts: readonly (string | null | undefined)[], options: { reportable?: boolean } = {}): Promise<Screened> {
  const rules = await loadWatchedRules(db);
  if (rules.length === 0) return { review: false, flag: null };
  // One fold of the text, one pass over the rules, strongest first: the first match is the rule that applies.
  const matched = firstMatch(texts.filter((part): part is string => Boolean(part)).join('\n'), rules);
  if (matched?.action === 'block') throw badRequest('watched_word_blocked', undefined, { phrase: matched.typed });
  if (matched?.action === 'flag' && options.reportable) return { review: false, flag: matched.typed };
  return { review: matched !== null, flag: null };
}

/** An administrator's phrase as a rule's key, or null when it holds no word to watch. */
export function keyOfPhrase(phrase: string): string | null {
  const folded = foldPhrase(phrase);
  return folded ? foldedKey(folded) : null;
}

/** The words of content blocks a member wrote: every text block's, and every picture's description. */
export function wordsOfBlocks(blocks: readonly ContentBlock[]): string[] {
  return blocks.map((block) => (block.type === 'image' ? block.alt : block.value));
}
