import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
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

const subscribeToNothing = () => () => {};

/**
 * The signed-in user: `undefined` while the first answer is awaited, `null` for a visitor
 * (and when the session cannot be read).
 *
 * Also `undefined` while the app takes over a page the server rendered: the server knows no
 * session, so the page's first pass in the browser must render as it did, even when the
 * session's answer has already come (the hydration runs as a transition and may yield long
 * enough for it). React renders that pass with the server snapshot (false), then the next.
 */
export function useSessionUser(): SessionUser | null | undefined {
  const { data, isPending, isError } = useQuery(sessionQueryOptions);
  const hydrating = !useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (hydrating) return undefined;
  if (isError) return null;
  if (isPending) return undefined;
  return data.user;
}
