import { isUuid } from '../../../shared/ids.js';
import type { NotFoundWhat } from '../../../shared/error-messages.js';
import { notFound } from '../errors.js';

/** A route's id as a lowercase uuid; anything else is simply not found (never a 400 that reveals the format). */
export function uuidOrNotFound(id: string, what: NotFoundWhat): string {
  if (!isUuid(id)) throw notFound(what);
  return id.toLowerCase();
}
