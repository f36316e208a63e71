import type { FastifyError } from 'fastify';
import { NOT_FOUND_WHAT, type NotFoundWhat } from '../../../shared/error-messages.js';
import type { IdRefusal } from '../../../shared/schemas/params.js';
import { notFound, type AppError } from '../errors.js';

const isNotFoundWhat = (value: unknown): value is NotFoundWhat => typeof value === 'string' && Object.hasOwn(NOT_FOUND_WHAT, value);

/**
 * The 404 of an address whose id is malformed (refused by src/shared/schemas/params.ts), or
 * undefined for any other refusal: a malformed id is simply not found, never a 400 that reveals
 * the format. Of two malformed ids (`/:id/items/:itemId`) the first is named, the one a handler
 * would have loaded first.
 */
export function malformedIdNotFound(error: FastifyError): AppError | undefined {
  if (error.validationContext !== 'params') return undefined;
  for (const issue of error.validation ?? []) {
    const what = (issue.params as { params?: Partial<IdRefusal> }).params?.notFound;
    if (isNotFoundWhat(what)) return notFound(what);
  }
  return undefined;
}
