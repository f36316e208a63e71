import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** POST /api/auth/sign-out-everywhere: ends every session of the member, this one included. */
export function signOutEverywhere(): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/auth/sign-out-everywhere', { method: 'POST', body: {} });
}

/**
 * Signs out on every device, then loads the home page afresh, as Logout does: a full load
 * drops every cached query of the ended session.
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => window.location.assign('/'),
    // This session already ended (401): the outcome asked for.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) window.location.assign('/');
    },
  });
}
