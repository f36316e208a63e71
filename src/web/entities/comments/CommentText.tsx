import type { ReactNode } from 'react';

/** Web addresses in a comment: up to the next space or angle bracket, without the sentence's closing punctuation. */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/g;

/** Its words with each `@Name` it mentions marked, as the server named them (decision 0049). */
function withMentions(text: string, mentions: readonly { label: string }[], key: number): ReactNode[] {
  const labels = mentions.map((mention) => `@${mention.label}`).filter((label) => label.length > 1);
  if (labels.length === 0) return [text];
  const pattern = new RegExp(`(${labels.map((label) => label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'gu');
  return text.split(pattern).map((part, index) =>
    index % 2 === 1 ? (
      <strong key={`${key}-${index}`} className="font-semibold text-brand-800">
        {part}
      </strong>
    ) : (
      part
    ),
  );
}

/**
 * A comment's words as they were written: plain text, never HTML (React escapes every
 * character), its line breaks kept, its web addresses made links that leave the site for what
 * they say (`ugc`: written by a member; `nofollow`: no vouching for them), and the members it
 * mentions marked.
 */
export function CommentText({ text, mentions = [] }: { text: string; mentions?: readonly { label: string }[] }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) parts.push(...withMentions(text.slice(last, start), mentions, last));
    parts.push(
      <a key={start} href={match[0]} rel="nofollow ugc noopener noreferrer" className="font-medium text-brand-700 underline [overflow-wrap:anywhere] hover:text-brand-900">
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(...withMentions(text.slice(last), mentions, last));
  return <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{parts}</p>;
}
