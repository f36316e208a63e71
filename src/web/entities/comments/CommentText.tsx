import type { ReactNode } from 'react';

/** Web addresses in a comment: up to the next space or angle bracket, without the sentence's closing punctuation. */
const LINK = /https?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]'’”]/g;

/**
 * A comment's words as they were written: plain text, never HTML (React escapes every
 * character), its line breaks kept, and its web addresses made links that leave the site for
 * what they say (`ugc`: written by a member; `nofollow`: no vouching for them).
 */
export function CommentText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    if (start > last) parts.push(text.slice(last, start));
    parts.push(
      <a key={start} href={match[0]} rel="nofollow ugc noopener noreferrer" className="font-medium text-brand-700 underline [overflow-wrap:anywhere] hover:text-brand-900">
        {match[0]}
      </a>,
    );
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <p className="mt-1 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{parts}</p>;
}
