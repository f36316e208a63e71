import { sql, type SQL } from 'drizzle-orm';
import { profiles } from '../db/schema.js';

/**
 * A search of people by name, on the profile's own search vector (decision 0023, under its GIN
 * index), on the name and surname only (weight A, not the description): every word typed must
 * match a word of the name, either as the start of it (the word folded as the vector folds Greek:
 * no accents, lower case, so "γιαν" finds "Γιάννης") or as a whole, stemmed (so "Γιάννη" and
 * "Παπαδοπούλου" find "Γιάννης" and "Παπαδόπουλος"). Stemming the start of a word would cut it
 * shorter still ("γιαν" to "γι", matching every Γιώργος), so starts are matched as typed. Like
 * search, an English stop word ("Will", "Don") is not in the vector, and Latin accents are kept:
 * "jose" finds no "José". Undefined (no condition) when nothing searchable was typed.
 *
 * Shared by every picker of people: Add people of a collaboration, a guardian's pupil.
 */
export function nameMatches(q: string): SQL | undefined {
  const words = nameWords(q);
  return words.length > 0 ? sql`${profiles}.search @@ (${sql.join(words.map(wordQuery), sql` && `)})` : undefined;
}

/** The words of a name search: letters and digits, as NFC (the vector's parser splits the rest away, as "O'Brien" into "o" and "brien"). */
function nameWords(q: string): string[] {
  return q.normalize('NFC').match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
}

/**
 * A word typed as the agora_search configuration keeps a Greek word: accents dropped, lower case,
 * final sigma as σ. Latin letters keep their accents, as the configuration keeps them.
 */
function foldedAsGreek(word: string): string {
  return word
    .normalize('NFD')
    .replace(/(\p{Script=Greek})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase()
    .replace(/ς/g, 'σ');
}

/**
 * One word of a name as a query of a name's words (weight A): the start of a word, or the whole
 * word stemmed. The start is a tsquery literal, safe since the word holds letters and digits only;
 * the stemmed word goes through to_tsquery, empty (matching nothing) for a stop word.
 */
function wordQuery(word: string): SQL {
  return sql`(cast(${`'${foldedAsGreek(word)}':*A`} as tsquery) || to_tsquery('agora_search', ${`${word}:A`}))`;
}
