import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.js';
import { contactMessages } from '../../core/db/schema.js';

/** Messages per page of the admin inbox. */
const INBOX_PAGE_SIZE = 20;

/** Stores a message from the contact form. */
export async function insertContactMessage(db: Db, values: { name: string; email: string; message: string; ipAddress: string }) {
  const [row] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  return row!.id;
}

/** One page of the inbox, newest first (served by the created_at index). */
export async function listContactMessages(db: Db, page: number) {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(INBOX_PAGE_SIZE + 1)
    .offset((page - 1) * INBOX_PAGE_SIZE);
  return { rows: rows.slice(0, INBOX_PAGE_SIZE), hasNext: rows.length > INBOX_PAGE_SIZE };
}
export type ContactMessageRow = Awaited<ReturnType<typeof listContactMessages>>['rows'][number];

/** Marks a contact message read; false when there is no such message. */
export async function markContactMessageRead(db: Db, id: string): Promise<boolean> {
  const rows = await db.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}

/** Deletes a contact message; false when there is no such message. */
export async function deleteContactMessage(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(contactMessages).where(eq(contactMessages.id, id)).returning({ id: contactMessages.id });
  return rows.length > 0;
}
