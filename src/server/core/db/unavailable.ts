import { causesOf } from '../lib/causes.js';

/**
 * PostgreSQL error codes that mean "the database cannot serve now" rather than "this query
 * is wrong": a statement cancelled by its timeout, a server shutting down or starting, a
 * connection lost or refused, or (EAGAIN) a Unix socket whose server is too stalled to take
 * another connection, as a frozen embedded database's is.
 */
const UNAVAILABLE_CODES = new Set(['57014', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAGAIN']);

/** What node-postgres and our own timeouts say when the database does not answer in time. */
const UNAVAILABLE_MESSAGES = [/Query read timeout/, /timeout exceeded when trying to connect/, /Connection terminated/, /did not answer within/];

/**
 * Whether `error` (or anything in its chain of causes: Drizzle wraps the driver's error)
 * says the database is unreachable, frozen or too slow, so the client should be told to
 * try again in a moment (503) instead of "something went wrong" (500).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causesOf(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(current.message))) return true;
  }
  return false;
}

/** The database could not be reached at start: one line for the operator, naming where and why. */
export class DatabaseUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnreachableError';
  }
}

/** The words at the bottom of `error`'s chain of causes: the driver's own, below Drizzle's "Failed query". */
export function deepestMessage(error: unknown): string {
  let deepest: Error | undefined;
  for (const current of causesOf(error, 6)) deepest = current;
  return deepest ? deepest.message : String(error);
}
