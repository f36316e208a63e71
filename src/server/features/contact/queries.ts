import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';

/** Messages per page of the admin inbox. */
export const INBOX_PAGE_SIZE = 20;

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
