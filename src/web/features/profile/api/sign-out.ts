import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

export function signOut(): Promise<unknown> {
  return apiFetch<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}

/**
 * Signs out, then loads the home page afresh: a full load drops every cached query of the
 * old session in one go.
 */
export function useSignOut() {
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => window.location.assign('/'),
    // A session that already ended (401) is the outcome asked for.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) window.location.assign('/');
    },
  });
}
