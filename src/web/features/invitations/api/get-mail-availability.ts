import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasswordResetAvailability } from '../../../../shared/schemas/auth.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';

/**
 * GET /api/auth/password-reset, read for what it says of the site: whether it can send mail at
 * all (a reset link goes by mail exactly when an SMTP server is set, as an invitation does).
 */
export const mailAvailabilityQueryOptions = queryOptions({
  queryKey: invitationKeys.mail,
  queryFn: ({ signal }) => apiFetch<PasswordResetAvailability>('/api/auth/password-reset', { signal }),
  // A setting of the site: it changes with a restart, not while someone fills the form.
  staleTime: Infinity,
});

/** Whether the site can mail an invitation: undefined until known (or when it cannot be asked: the server's refusal will say). */
export function useCanMail(): boolean | undefined {
  return useQuery(mailAvailabilityQueryOptions).data?.byMail;
}
