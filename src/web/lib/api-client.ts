import type { FieldIssue, MessageValues } from '../../shared/error-messages.js';
import type { ApiErrorBody } from '../../shared/schemas/errors.js';
import { i18n } from './i18n';
import { fieldWords, refusalWords } from './refusal-words';

/**
 * A failed API call, carrying the server's code, so users see why it failed. Its `message` and
 * `fields` are the catalogue's words for the code in the reader's language, read each time they
 * are shown, so a change of language rewords an error already on screen; `serverMessage` and
 * `serverFields` keep the API's English.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly serverMessage: string;
  readonly values: MessageValues | undefined;
  readonly serverFields: Record<string, string> | undefined;
  readonly issues: Record<string, FieldIssue> | undefined;

  constructor(status: number, code: string, message: string, details: Omit<ApiErrorBody['error'], 'code' | 'message'> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = message;
    this.values = details.values;
    this.serverFields = details.fields;
    this.issues = details.issues;
    // Error keeps its message as a plain property: it is replaced by one read in the language of
    // the moment. (Components render `error.message` and redraw when the language changes.)
    Object.defineProperty(this, 'message', { get: () => refusalWords(this), enumerable: false, configurable: true });
  }

  /** Each refused field, in the reader's language. */
  get fields(): Record<string, string> | undefined {
    if (!this.serverFields) return undefined;
    return Object.fromEntries(Object.entries(this.serverFields).map(([name, english]) => [name, fieldWords(this.issues?.[name], english)]));
  }
}

type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * Calls the API on this origin and returns its JSON answer. Throws ApiError for every failure,
 * so callers can always show `error.message`.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: request.signal,
    });
  } catch (error) {
    // A cancelled query is not a failure to report; TanStack Query expects the AbortError.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', i18n.t('errors.network'));
  }

  if (response.status === 204) return undefined as T;

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: a proxy's error page, or the SPA's index.html where no API answers.
    throw response.ok ? new ApiError(response.status, 'bad_response', i18n.t('errors.badResponse')) : new ApiError(response.status, 'http_error', '');
  }

  if (!response.ok) throw parseApiError(response.status, payload);
  return payload as T;
}

/** The error for a failed answer: the server's code and words when it sent them in our shape. */
export function parseApiError(status: number, payload: unknown): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, ...details } = payload.error;
    return new ApiError(status, code, message, details);
  }
  return new ApiError(status, 'http_error', '');
}
