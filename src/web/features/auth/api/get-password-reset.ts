import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordResetAvailability } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';

/** GET /api/auth/password-reset: whether this site can mail a reset link. */
export function getPasswordReset(signal?: AbortSignal): Promise<PasswordResetAvailability> {
  return apiFetch<PasswordResetAvailability>('/api/auth/password-reset', { signal });
}

export const passwordResetQueryOptions = queryOptions({
  queryKey: ['auth', 'password-reset'],
  queryFn: ({ signal }) => getPasswordReset(signal),
  // A setting of the site: it changes with a restart, not while someone reads the page.
  staleTime: Infinity,
});

export function usePasswordReset() {
  return useQuery(passwordResetQueryOptions);
}
