import type { ApiErrorBody } from '../../shared/schemas/errors.js';
import { i18n } from './i18n';

/** A failed API call, carrying the server's code and human message (SPEC §8: users see it). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
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
    throw new ApiError(0, 'NETWORK_ERROR', i18n.t('errors.network'));
  }

  if (response.status === 204) return undefined as T;

  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    // Not JSON: a proxy's error page, or the SPA's index.html where no API answers.
    throw response.ok
      ? new ApiError(response.status, 'BAD_RESPONSE', i18n.t('errors.badResponse'))
      : new ApiError(response.status, 'HTTP_ERROR', i18n.t('errors.http', { status: response.status }));
  }

  if (!response.ok) throw parseApiError(response.status, payload);
  return payload as T;
}

/** The error for a failed answer: the server's own words when it sent them in our shape. */
export function parseApiError(status: number, payload: unknown): ApiError {
  if (isApiErrorBody(payload)) {
    const { code, message, fields } = payload.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, 'HTTP_ERROR', i18n.t('errors.http', { status }));
}
