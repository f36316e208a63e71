import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { InvitationAcceptBody, invitationAccepted } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryOptions } from '../../../lib/session';

export type InvitationAccepted = z.infer<typeof invitationAccepted>;

/** POST /api/invitations/accept (public, 201): makes the account and signs its owner in (the answer sets the session cookie). */
export function acceptInvitation(body: InvitationAcceptBody): Promise<InvitationAccepted> {
  return apiFetch<InvitationAccepted>('/api/invitations/accept', { method: 'POST', body });
}

/**
 * Accepts; once the account is made, the session is read again before the caller moves on, so
 * the header and the route guard know the new member on arrival (as after signing in).
 */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    // The account is made whatever this read says: a failure here is not the invitee's (the guard asks again).
    onSuccess: () => queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 }).catch(() => undefined),
  });
}
