import type { Db } from '../db/client.js';
import { placeMedia } from '../media/members-media.js';
import type { MediaStorage } from '../media/storage.js';
import { recordAudit } from './audited.js';
import { CACHE_TAGS, EVERYTHING } from './cache-tags.js';
import { REACTIONS, type AgoraEvent, type EventContext, type Reactions } from './events.js';
import { forgottenBy, publishTopicChange } from './live-news.js';

/** Records an event of the change under way: its reactions follow (events.ts). */
export type RecordEvent = (event: AgoraEvent) => void;

/** What the reactions after the commit need: the public cache (absent in the CLI, which serves nothing) and the pictures' storage. */
export interface EventDeps {
  db: Db;
  storage?: MediaStorage;
  publicCache?: { invalidate(...tags: string[]): Promise<void>; invalidateSoftly(...tags: string[]): Promise<void>; forget(tags: readonly string[]): void };
}

const reactionsOf = (event: AgoraEvent) => REACTIONS[event.type] as Reactions<AgoraEvent>;

/**
 * Makes a change and what follows from it, in the order that keeps them true together: `change`
 * writes in one transaction and records what happened; in the same transaction, each event's
 * audit entry, notifications and live news (PostgreSQL sends the news at commit, so nobody hears
 * of an undone change); after the commit, what its live news forgets is forgotten here at once
 * (the other instances forget it as the news arrives), the pictures it touched are placed and the public
 * cache's tags it changed are forgotten on every instance (with every post's and project's, when
 * a picture moved: any of them may show it). A change that throws leaves nothing: no row, no entry, no
 * notification, no news.
 */
export async function changeWithEvents<T>(deps: EventDeps, context: EventContext, change: (tx: Db, record: RecordEvent) => Promise<T>): Promise<T> {
  const recorded: AgoraEvent[] = [];
  const result = await deps.db.transaction(async (tx) => {
    const value = await change(tx, (event) => recorded.push(event));
    for (const event of recorded) await reactInside(tx, event, context);
    return value;
  });
  await reactAfter(deps, recorded);
  return result;
}

/** Records one event on its own, for what changes nothing of ours (a sign-in, a download): its reactions alone. */
export async function recordEvent(deps: EventDeps, context: EventContext, event: AgoraEvent): Promise<void> {
  await changeWithEvents(deps, context, async (_tx, record) => record(event));
}

async function reactInside(tx: Db, event: AgoraEvent, context: EventContext): Promise<void> {
  const reactions = reactionsOf(event);
  const entry = reactions.audit?.(event);
  if (entry) await recordAudit(tx, { ...entry, actorId: context.actorId, ...(context.ipAddress ? { ipAddress: context.ipAddress } : {}) });
  await reactions.notify?.(tx, event, context);
  // Each topic once: PostgreSQL would fold identical notifications anyway, but not before sending them here.
  const topics = new Map((reactions.live?.(event) ?? []).map((topic) => [JSON.stringify(topic), topic]));
  for (const topic of topics.values()) await publishTopicChange(tx, topic);
}

async function reactAfter(deps: EventDeps, events: AgoraEvent[]): Promise<void> {
  // What the live news forgets on every instance as it arrives, forgotten here before the writer's answer: their next read is after their change.
  const heard = new Set(events.flatMap((event) => reactionsOf(event).live?.(event) ?? []).flatMap(forgottenBy));
  if (heard.size > 0) deps.publicCache?.forget([...heard]);
  const pictures = events.flatMap((event) => reactionsOf(event).pictures?.(event) ?? []);
  const forgotten = events.map((event) => ({ tags: reactionsOf(event).cache?.(event) ?? [], soft: reactionsOf(event).cacheSoftly?.(event) === true }));
  const tags = new Set(forgotten.flatMap((each) => each.tags));
  // Soft only when every event that forgets anything may (events.ts `cacheSoftly`).
  let softly = forgotten.every((each) => each.tags.length === 0 || each.soft);
  if (pictures.length > 0) {
    if (!deps.storage) throw new Error('an event placed pictures without the media storage at hand');
    if (await placeMedia({ db: deps.db, storage: deps.storage }, pictures)) {
      // A picture that moved between its readers is never served where it was a moment ago.
      softly = false;
      tags.add(CACHE_TAGS.posts);
      tags.add(CACHE_TAGS.projects);
    }
  }
  if (tags.size === 0 || !deps.publicCache) return;
  if (tags.has(EVERYTHING)) await deps.publicCache.invalidate();
  else if (softly) await deps.publicCache.invalidateSoftly(...tags);
  else await deps.publicCache.invalidate(...tags);
}
