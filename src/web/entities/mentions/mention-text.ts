/** A member a comment mentions, by what `@` precedes in its words. */
export type Mention = { id: string; label: string };

/**
 * What is being typed after `@` where the caret is, if anything: up to two words of a name (as
 * "@Maria Pa"), starting a line or after a space or bracket (not an address's "a@b"). `start` is
 * where the `@` stands.
 */
const TYPING = /(?:^|[\s([{])@([\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*(?: [\p{L}\p{M}\p{N}'’-]*)?)$/u;

export function mentionBeingTyped(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = TYPING.exec(before);
  if (!match) return null;
  const query = match[1]!;
  return { start: caret - query.length - 1, query };
}

/** The text with the `@query` at `start` replaced by `@Label ` and where the caret goes after it. */
export function insertMention(text: string, at: { start: number; query: string }, label: string): { text: string; caret: number } {
  const inserted = `@${label} `;
  const end = at.start + 1 + at.query.length;
  // A space the writer typed after the name already is not doubled.
  const rest = text.slice(end).replace(/^ /, '');
  return { text: text.slice(0, at.start) + inserted + rest, caret: at.start + inserted.length };
}

/** Those still named in the words: a mention whose `@Label` the writer deleted is not sent. */
export const mentionsStillIn = (text: string, mentions: readonly Mention[]): Mention[] =>
  mentions.filter((mention, index) => text.includes(`@${mention.label}`) && mentions.findIndex((other) => other.id === mention.id) === index);
