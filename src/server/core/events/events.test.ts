import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../shared/constants.js';
import type { App } from '../../app.js';
import { buildTestApp } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { MEMBERS_FOLDER } from '../media/members-media.js';
import { saveImage } from '../media/save-image.js';
import { auditLog, collaborationMembers, collaborations, contactMessages, media, notifications, profiles } from '../db/schema.js';
import { LIVE_CHANNEL } from './live-news.js';
import { REACTIONS, type AgoraEvent, type EventContext } from './events.js';
import { changeWithEvents } from './record.js';

/**
 * What follows a write, declared once per event type (events.ts), fires for real: the audit
 * row, the notification rows, the live news on its channel and the public cache's tags on
 * theirs (each heard through the database, as another instance hears them), and the pictures
 * placed; and nothing of it when the change fails. On PGlite and on PostgreSQL.
 */
let app: App;
let creator: TestUser;
let member: TestUser;
const heard: { live: string[]; cache: string[] } = { live: [], cache: [] };
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  creator = await createUser(app, { name: 'Anna', surname: 'Creator' });
  member = await createUser(app, { name: 'Markos', surname: 'Member' });
  stops.push(await app.database.listen(LIVE_CHANNEL, (payload) => heard.live.push(payload)));
  stops.push(await app.database.listen('agora_public_cache', (payload) => heard.cache.push(payload)));
}, 60_000);
afterAll(async () => {
  for (const stop of stops) await stop();
  await app.close();
});

const deps = () => ({ db: app.db, storage: app.mediaStorage, publicCache: app.publicCache });
const as = (actorId: string | null): EventContext => ({ actorId, ipAddress: '10.0.0.9' });
/** Waits until `check` holds: NOTIFYs arrive a moment after their commit. */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}
/** The live news heard so far, read. */
const news = () => heard.live.map((payload) => JSON.parse(payload) as { collaboration?: string; member?: string });
const auditOf = (targetId: string) => app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
const notificationsOf = (recipientId: string) => app.db.select().from(notifications).where(eq(notifications.recipientId, recipientId));

async function aCollaboration(): Promise<string> {
  const [row] = await app.db.insert(collaborations).values({ title: 'Kites', content: [], createdById: creator.id }).returning({ id: collaborations.id });
  await app.db.insert(collaborationMembers).values({ collaborationId: row!.id, userId: member.id });
  return row!.id;
}

describe('every event type', () => {
  it('declares each of its five reactions, or says why it has none', () => {
    for (const [type, reactions] of Object.entries(REACTIONS)) {
      // Whether its cache may be forgotten softly is said only where it may (never, unless said).
      expect(Object.keys(reactions).filter((key) => key !== 'cacheSoftly').sort(), type).toEqual(['audit', 'cache', 'live', 'notify', 'pictures']);
    }
  });

  it('forgets softly only an edit that keeps its post’s readers', () => {
    expect(Object.entries(REACTIONS).filter(([, reactions]) => 'cacheSoftly' in reactions).map(([type]) => type)).toEqual(['post.written']);
    const soft = REACTIONS['post.written'].cacheSoftly!;
    const edit = { type: 'post.written', postId: 'p', pictureIds: [], waiting: false, sameReaders: true } as const;
    expect(soft(edit)).toBe(true);
    expect(soft({ ...edit, sameReaders: false })).toBe(false);
    expect(soft({ ...edit, waiting: true })).toBe(false);
  });

  it('covers every action of the audit log: each is the audit entry of some event', () => {
    const audited = new Set<string>();
    for (const [type, reactions] of Object.entries(REACTIONS)) {
      if (!reactions.audit) continue;
      const sample = { type, audit: { targetType: 'post', targetId: 'x', details: {} }, targetType: 'user', targetId: 'x', from: 'a', to: 'b', userIds: [], reporterIds: [], place: { kind: 'post', postId: 'y' }, subject: { type: 'comment', id: 'x', place: { kind: 'post', postId: 'y' } }, child: { id: 'x', name: 'a', surname: 'b' } } as unknown as never;
      audited.add((reactions.audit as (event: never) => { action: string })(sample).action);
    }
    expect([...audited].sort()).toEqual([...AUDIT_ACTIONS].sort());
  });
});

describe('a change with its events', () => {
  it('writes the change and every reaction in its transaction: the audit row (actor and address from the context), the notifications, the live news', async () => {
    const id = await aCollaboration();
    heard.live.length = 0;
    await changeWithEvents(deps(), as(creator.id), async (tx, record) => {
      await tx.update(collaborations).set({ status: 'active' }).where(eq(collaborations.id, id));
      record({ type: 'collaboration.status_changed', collaborationId: id, from: 'inactive', to: 'active' });
    });
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ actorId: creator.id, action: 'collaboration.status_changed', targetType: 'collaboration', details: { from: 'inactive', to: 'active' }, ipAddress: '10.0.0.9' }),
    ]);
    // Its people are told, not the one who did it.
    expect((await notificationsOf(member.id)).filter((n) => n.collaborationId === id)).toEqual([expect.objectContaining({ kind: 'collaboration_status', actorId: creator.id })]);
    expect((await notificationsOf(creator.id)).filter((n) => n.collaborationId === id)).toEqual([]);
    await eventually(() => news().some((n) => n.collaboration === id));
    await eventually(() => news().some((n) => n.member === member.id));
  });

  it('forgets the public cache\'s tags it changed, on every instance, and places the pictures it touched', async () => {
    heard.cache.length = 0;
    // A member's photo, private as every upload is until something public shows it.
    const photo = await saveImage(deps() as never, { buffer: await picture('png', 200, 200), folder: 'profile', ownerId: member.id, storedUnder: MEMBERS_FOLDER });
    expect(photo.key).toMatch(/^members\//);
    await app.db.update(profiles).set({ imageId: photo.id }).where(eq(profiles.userId, member.id));
    const event: AgoraEvent = { type: 'profile.changed', userId: member.id, waiting: false, pictureIds: [photo.id] };
    await changeWithEvents(deps(), as(member.id), async (_tx, record) => record(event));
    await eventually(() => heard.cache.some((payload) => (JSON.parse(payload) as { tags?: string[] }).tags?.includes('posts') === true));
    // The profile shows it now: it moved to its public name, the private one is gone.
    const [placed] = await app.db.select({ key: media.key }).from(media).where(eq(media.id, photo.id));
    expect(placed?.key).toMatch(/^profile\//);
    expect(await app.mediaStorage.read(`${photo.key}-200.webp`)).toBeNull();
  });

  it('leaves nothing when the change throws, even after a first write: no row, no entry, no notification, no news', async () => {
    const id = await aCollaboration();
    heard.live.length = 0;
    const refusal = new Error('refused halfway');
    await expect(
      changeWithEvents(deps(), as(creator.id), async (tx, record) => {
        await tx.update(collaborations).set({ status: 'completed' }).where(eq(collaborations.id, id));
        record({ type: 'collaboration.status_changed', collaborationId: id, from: 'inactive', to: 'completed' });
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    const [row] = await app.db.select({ status: collaborations.status }).from(collaborations).where(eq(collaborations.id, id));
    expect(row?.status).toBe('inactive');
    expect(await auditOf(id)).toEqual([]);
    expect((await notificationsOf(member.id)).filter((n) => n.collaborationId === id)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(news().some((n) => n.collaboration === id)).toBe(false);
  });

  it('undoes the change when a reaction cannot be written', async () => {
    // An actor that is no account breaks the audit entry's foreign key.
    await expect(
      changeWithEvents(deps(), as('no-such-user'), async (tx, record) => {
        const [message] = await tx.insert(contactMessages).values({ name: 'orphan', email: 'a@b.org', message: 'Hi' }).returning({ id: contactMessages.id });
        record({ type: 'contact_message.deleted', targetType: 'contact_message', targetId: message!.id });
      }),
    ).rejects.toThrow();
    expect(await app.db.select().from(contactMessages).where(eq(contactMessages.name, 'orphan'))).toEqual([]);
  });
});
