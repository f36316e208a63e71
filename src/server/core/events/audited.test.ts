import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, contactMessages } from '../db/schema.js';
import { buildTestApp } from '../../test/build-app.js';
import { audited, type AuditEntry } from './audited.js';

let app: App;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const entryFor = (targetId: string, actorId: string | null = null): AuditEntry => ({
  actorId,
  action: 'contact_message.deleted',
  targetType: 'contact_message',
  targetId,
  details: { why: 'test' },
  ipAddress: '10.0.0.9',
});
const insertMessage = (db: App['db'], name: string) =>
  db.insert(contactMessages).values({ name, email: 'a@b.org', message: 'Hi' }).returning({ id: contactMessages.id });
const messagesNamed = (name: string) => app.db.select().from(contactMessages).where(eq(contactMessages.name, name));
const entriesFor = (targetId: string) => app.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('audited', () => {
  it('writes the change and its entry, and answers what the change returned', async () => {
    const [row] = await audited(app.db, entryFor('kept'), (tx) => insertMessage(tx, 'kept'));
    expect(row?.id).toEqual(expect.any(String));
    expect(await messagesNamed('kept')).toHaveLength(1);
    expect(await entriesFor('kept')).toEqual([
      expect.objectContaining({ action: 'contact_message.deleted', targetType: 'contact_message', details: { why: 'test' }, ipAddress: '10.0.0.9' }),
    ]);
  });

  it('writes neither when the change throws, even after a first write', async () => {
    const refusal = new Error('refused halfway');
    await expect(
      audited(app.db, entryFor('thrown'), async (tx) => {
        await insertMessage(tx, 'thrown');
        throw refusal;
      }),
    ).rejects.toBe(refusal);
    expect(await messagesNamed('thrown')).toHaveLength(0);
    expect(await entriesFor('thrown')).toHaveLength(0);
  });

  it('undoes the change when the entry cannot be written', async () => {
    // An actor that is no account breaks the entry's foreign key.
    await expect(audited(app.db, entryFor('orphan', 'no-such-user'), (tx) => insertMessage(tx, 'orphan'))).rejects.toThrow();
    expect(await messagesNamed('orphan')).toHaveLength(0);
    expect(await entriesFor('orphan')).toHaveLength(0);
  });
});
