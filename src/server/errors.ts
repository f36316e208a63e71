import type { ApiErrorBody } from '../shared/schemas/errors.js';

/**
 * Errors with a stable code and a human message. The error handler turns them into
 * `{ error: { code, message, fields? } }`; handlers throw them instead of building replies.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The one error shape of every 4xx and 5xx answer: `{ error: { code, message, fields? } }`. */
export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/** 400: the request cannot be accepted as sent; `fields` says which input is wrong. */
export function badRequest(message: string, fields?: Record<string, string>): AppError {
  return new AppError(400, 'bad_request', message, fields);
}

/** 401: the caller must sign in first. */
export function unauthorized(message = 'Please sign in to continue.'): AppError {
  return new AppError(401, 'unauthorized', message);
}

/** 403: signed in, but not allowed to do this. */
export function forbidden(message = "You don't have permission to do that."): AppError {
  return new AppError(403, 'forbidden', message);
}

/** 404 for a named kind of thing, e.g. `notFound('post')`. */
export function notFound(what = 'page'): AppError {
  return new AppError(404, 'not_found', `That ${what} could not be found.`);
}

/** 409: the request clashes with what is stored, e.g. an email already in use. */
export function conflict(message: string, fields?: Record<string, string>): AppError {
  return new AppError(409, 'conflict', message, fields);
}

/** 429: too many attempts; `retryAfterSeconds` goes to the Retry-After header. */
export function tooManyRequests(message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, 'too_many_requests', message, undefined, { 'retry-after': String(retryAfterSeconds) });
}
