import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { CACHE_TAGS, threadTag } from './cache-tags.js';

/**
 * The channel on which every instance hears that something a live page shows has changed:
 * the live feature (features/live) passes it on to the pages open on it.
 */
export const LIVE_CHANNEL = 'agora_live';

/**
 * What a NOTIFY on LIVE_CHANNEL says: which collaboration changed, which post's comments, or whose notifications.
 * Only an id, never what changed: each page asks the API again, which decides what its reader
 * may see, so the news itself can leak nothing and stays far below NOTIFY's 8000 bytes.
 */
export type LiveNews = { collaboration: string } | { post: string } | { member: string };

/** What an event's live reaction names (core/events/events.ts): a collaboration, or a post whose comments changed. */
export type LiveTopic = { collaboration: string } | { post: string };

/** Reads a NOTIFY's payload; null for anything else (a message from a newer or older version). */
export function parseLiveNews(payload: string): LiveNews | null {
  try {
    const news = JSON.parse(payload) as Record<string, unknown>;
    if (typeof news.collaboration === 'string') return { collaboration: news.collaboration };
    if (typeof news.post === 'string') return { post: news.post };
    if (typeof news.member === 'string') return { member: news.member };
  } catch {
    // Not ours.
  }
  return null;
}

/**
 * What an instance forgets of the public cache (plugins/public-cache.ts) when it hears `news`,
 * before any page it serves hears of it: the boards, for a collaboration's card or help request;
 * a post's thread, for its comments. Every instance listens from its start, and one connection
 * hands it each notification in commit order, so a page told "changed" by any instance reads the
 * answer after the change, never one kept from before it. A member's bell keeps nothing there.
 */
export function forgottenBy(news: LiveNews): string[] {
  if ('collaboration' in news) return [CACHE_TAGS.board];
  if ('post' in news) return [threadTag(news.post)];
  return [];
}

/**
 * Tells the live pages that a collaboration changed (its page, its lists, its card on the board),
 * or a post's comments. Pass the change's transaction: PostgreSQL sends a NOTIFY only when it
 * commits, so nobody hears of a change that was undone, and a page asking again sees it.
 */
export async function publishTopicChange(db: Db, topic: LiveTopic): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(topic satisfies LiveNews)})`);
}

/** Tells these members' bells that their notifications changed (one was added, or read elsewhere). */
export async function publishNotificationChange(db: Db, memberIds: readonly string[]): Promise<void> {
  // Within one transaction PostgreSQL sends identical notifications once.
  for (const member of new Set(memberIds)) {
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify({ member } satisfies LiveNews)})`);
  }
}

