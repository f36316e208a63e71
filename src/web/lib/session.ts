import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { SessionResponse, SessionUser } from '../../shared/schemas/auth.js';
import { apiFetch } from './api-client';

/**
 * GET /api/session: who is signed in. The session is the whole app's state (the header, the
 * route guard and every feature read it), so it lives in lib rather than in a feature.
 */
export async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  const session = await apiFetch<SessionResponse>('/api/session', { signal });
  // boot.ts hid SIGN IN from a browser with the signed-in hint until this answer: shown again
  // for a visitor (the hint was stale), kept hidden for a member (the avatar stands there).
  if (session.user) document.documentElement.dataset.signedIn = '';
  else delete document.documentElement.dataset.signedIn;
  return session;
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

/** core/auth/signed-in-hint.ts SIGNED_IN_HINT: a cookie the server sets beside the session's. */
const hasSignedInHint = () => /(?:^|;\s*)agora_signed_in=1(?:;|$)/.test(document.cookie);

/**
 * Whether the page shows what it shows a visitor (SIGN IN, "sign in for more") while the session
 * is not known yet. The server's HTML does (the public pages are the visitor's, and a visitor
 * may read them without the app: decision 0060), so the app's first pass over that HTML does
 * too; then only a browser without the signed-in hint keeps it (boot.ts hides what is marked
 * `data-sign-in` from a member meanwhile, until their own page replaces it).
 */
export function useVisitorUntilKnown(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => !hasSignedInHint(),
    () => true,
  );
}
