/**
 * What an open page follows live: the board (every collaboration's changes), one
 * collaboration's, or one post's comments. A member's own notifications come on every stream, unasked.
 */
export type LiveTopic = 'board' | `collaboration:${string}` | `post:${string}`;

/** The address of the stream that follows these topics (and the member's notifications); read by schemas/live.ts. */
export function liveAddress(topics: readonly LiveTopic[]): string {
  const sorted = [...new Set(topics)].sort();
  return sorted.length > 0 ? `/api/live?topics=${sorted.map(encodeURIComponent).join(',')}` : '/api/live';
}
