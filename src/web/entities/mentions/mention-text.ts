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

/**
 * What choosing a member does to the words: `@Label ` in place of the `@query` typed at `start`
 * (`from`..`to`), taking a space the writer typed after the name already, so none is doubled.
 */
export function mentionReplacement(text: string, at: { start: number; query: string }, label: string): { from: number; to: number; inserted: string } {
  const end = at.start + 1 + at.query.length;
  return { from: at.start, to: text[end] === ' ' ? end + 1 : end, inserted: `@${label} ` };
}

/** Those still named in the words: a mention whose `@Label` the writer deleted is not sent. */
export const mentionsStillIn = (text: string, mentions: readonly Mention[]): Mention[] =>
  mentions.filter((mention, index) => text.includes(`@${mention.label}`) && mentions.findIndex((other) => other.id === mention.id) === index);
