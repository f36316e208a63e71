import type { ContactMessage } from '../../../shared/schemas/contact.js';
import type { ContactMessageRow } from './queries.js';

/** A message as admins read it in the inbox; the sender's address (IP) stays in the database. */
export function presentContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
