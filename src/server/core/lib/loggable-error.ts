import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Fields of a PostgreSQL error that name where it happened, never what was sent. */
const POSTGRES_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'dataType', 'schema'] as const;

/** An error as a log line holds it (the shape pino's `err` serializer gives, without what was sent). */
export interface Loggable {
  type: string;
  message: string;
  query?: string;
  stack: string;
  cause?: Loggable;
  [field: string]: unknown;
}

/** A PostgreSQL error (from pg or PGlite) carries a five-character SQLSTATE code. */
function isPostgresError(error: Error): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

/**
 * An error as the log may hold it: what went wrong and where, never the data of the request.
 * Drizzle's query errors carry the SQL parameters (what a member typed) in their message, and
 * PostgreSQL's messages and details quote values ("invalid input syntax …: "Maria …"", "Key
 * (email)=(…) already exists"): for those only the statement, the error code and the place
 * are kept. Other errors keep message and stack.
 */
export function loggableError(error: unknown, depth = 0): Loggable {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const cause = depth < 4 && error.cause !== undefined ? loggableError(error.cause, depth + 1) : undefined;
  if (error instanceof DrizzleQueryError) {
    // The message's second line is the parameters: the stack keeps only the frames.
    return {
      type: 'DrizzleQueryError',
      message: 'Failed query',
      query: error.query,
      stack: error.stack?.split('\n').filter((line) => line.startsWith('    at ')).join('\n') ?? '',
      ...(cause ? { cause } : {}),
    };
  }
  if (isPostgresError(error)) {
    const fields: Record<string, unknown> = {};
    for (const name of POSTGRES_FIELDS) {
      const value = (error as unknown as Record<string, unknown>)[name];
      if (value !== undefined) fields[name] = value;
    }
    // PostgreSQL's own message may quote a value; the code and the place say what went wrong.
    return { type: error.name || 'PostgresError', message: `PostgreSQL error ${String(fields.code)}`, stack: '', ...fields, ...(cause ? { cause } : {}) };
  }
  return { type: error.name, message: error.message, stack: error.stack ?? '', ...(cause ? { cause } : {}) };
}
