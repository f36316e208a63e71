import { notFound } from '../errors.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string is shaped like a uuid (PostgreSQL fails a whole query on a malformed one). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/** A route's id as a lowercase uuid; anything else is simply not found (never a 400 that reveals the format). */
export function uuidOrNotFound(id: string, what: string): string {
  if (!isUuid(id)) throw notFound(what);
  return id.toLowerCase();
}
