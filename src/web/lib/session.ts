import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../shared/schemas/auth.js';
import { apiFetch } from './api-client';

/**
 * GET /api/session: who is signed in. The session is the whole app's state (the header, the
 * route guard and every feature read it), so it lives in lib rather than in a feature.
 */
export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/session', { signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['session'],
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 60_000,
  // The endpoint answers visitors with `user: null`, so a failure is the server being away;
  // render as for a visitor at once rather than after retries.
  retry: false,
});

/**
 * The signed-in user: `undefined` while the first answer is awaited, `null` for a visitor
 * (and when the session cannot be read).
 */
export function useSessionUser(): SessionUser | null | undefined {
  const { data, isPending, isError } = useQuery(sessionQueryOptions);
  if (isError) return null;
  if (isPending) return undefined;
  return data.user;
}
