import { z } from 'zod';
import type { NotFoundWhat } from '../error-messages.js';
import { isUuid } from '../ids.js';

/**
 * The ids in an address. A malformed one is not a mistake to explain but a thing that is not
 * there: its refusal carries what it names (`params.notFound`), and the error handler answers
 * it as that thing's 404, the very answer an unknown id gets, never a 400 that reveals the format.
 */

/** What the refusal of a malformed id carries in its issue's `params`. */
export interface IdRefusal {
  notFound: NotFoundWhat;
}

/** One id of an address, naming `what`: a uuid, lowercased as stored; anything else is refused as `what` not found. */
export function uuidParam(what: NotFoundWhat) {
  const refusal: IdRefusal = { notFound: what };
  return z
    .string()
    .refine(isUuid, { params: refusal })
    .transform((id) => id.toLowerCase());
}

/** The params of an address with one id (`/…/:id`) naming `what`. */
export function idParams(what: NotFoundWhat) {
  return z.object({ id: uuidParam(what) });
}
