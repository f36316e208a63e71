import {
  errorMessage,
  fieldIssue,
  fieldMessage,
  type ErrorCode,
  type FieldCode,
  type FieldIssue,
  type MessageValues,
  type NotFoundWhat,
} from '../../shared/error-messages.js';
import type { ApiErrorBody } from '../../shared/schemas/errors.js';

/** What an error says beside its code: the values its words name, refused fields, headers. */
export interface AppErrorOptions {
  /** What the words of the code name ({{what}}, {{count}} …); the answer carries them too. */
  values?: MessageValues;
  /** Each refused field with the code of its words. */
  fields?: Record<string, FieldCode>;
  headers?: Record<string, string>;
  /** English words other than the code's own: only for words a library wrote (better-auth) under a code we do not know. */
  message?: string;
}

/**
 * Errors with a stable code; the words are the code's (src/shared/texts/en/refusals.ts), in
 * English for API clients, while the browser shows the same texts' words for the code in the
 * reader's language. The error handler turns them into
 * `{ error: { code, message, values?, fields?, issues? } }`; handlers throw them instead of
 * building replies.
 */
export class AppError extends Error {
  readonly values: MessageValues | undefined;
  readonly fields: Record<string, string> | undefined;
  readonly issues: Record<string, FieldIssue> | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(options.message ?? errorMessage(code, options.values));
    this.name = 'AppError';
    this.values = options.values;
    this.headers = options.headers;
    if (options.fields) {
      const entries = Object.entries(options.fields);
      this.fields = Object.fromEntries(entries.map(([name, fieldCode]) => [name, fieldMessage(fieldCode)]));
      this.issues = Object.fromEntries(entries.map(([name, fieldCode]) => [name, fieldIssue(fieldCode)]));
    } else {
      this.fields = undefined;
      this.issues = undefined;
    }
  }
}

/** What an error answer may say beside its code and message. */
type ErrorBodyExtras = { values?: MessageValues | undefined; fields?: Record<string, string> | undefined; issues?: Record<string, FieldIssue> | undefined };

/** The one error shape of every 4xx and 5xx answer: `{ error: { code, message, values?, fields?, issues? } }`. */
export function errorBody(code: string, message: string, extras: ErrorBodyExtras = {}): ApiErrorBody {
  const error: ApiErrorBody['error'] = { code, message };
  if (extras.values) error.values = extras.values;
  if (extras.fields) error.fields = extras.fields;
  if (extras.issues) error.issues = extras.issues;
  return { error };
}

/** The answer of one of our errors. */
export function appErrorBody(error: AppError): ApiErrorBody {
  return errorBody(error.code, error.message, { values: error.values, fields: error.fields, issues: error.issues });
}

/** 400: the request cannot be accepted as sent; `fields` says which input is wrong and how. */
export function badRequest(code: ErrorCode, fields?: Record<string, FieldCode>, values?: MessageValues): AppError {
  return new AppError(400, code, { fields, values });
}

/** 401: the caller must sign in first (or again). */
export function unauthorized(code: ErrorCode = 'unauthorized'): AppError {
  return new AppError(401, code);
}

/** 403: signed in, but not allowed to do this. */
export function forbidden(code: ErrorCode = 'forbidden', values?: MessageValues): AppError {
  return new AppError(403, code, { values });
}

/** 404 for a named kind of thing, e.g. `notFound('post')`: the kind travels as the value `what`. */
export function notFound(what: NotFoundWhat = 'page'): AppError {
  return new AppError(404, 'not_found', { values: { what } });
}

/** 400: fields refused by a check of the server's own (not a schema), each with the code of its words, which the message says one after the other. */
export function validationFailed(fields: Record<string, FieldCode>): AppError {
  const message = [...new Set(Object.values(fields).map(fieldMessage))].join(' ');
  return new AppError(400, 'validation_failed', { fields, message });
}

/** 409: the request clashes with what is stored, e.g. an email already in use. */
export function conflict(code: ErrorCode, fields?: Record<string, FieldCode>, values?: MessageValues): AppError {
  return new AppError(409, code, { fields, values });
}

/** 429: too many attempts; `retryAfterSeconds` goes to the Retry-After header. */
export function tooManyRequests(code: ErrorCode, values: MessageValues, retryAfterSeconds: number): AppError {
  return new AppError(429, code, { values, headers: { 'retry-after': String(retryAfterSeconds) } });
}
