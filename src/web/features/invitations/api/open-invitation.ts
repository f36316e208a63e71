import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationOpened } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';

export type { InvitationOpened } from '../../../../shared/schemas/invitations.js';

/**
 * POST /api/invitations/open (public): what the invitation of a link is, or why it opens nothing
 * (unknown, expired, used up, withdrawn). A POST so that the token stays out of addresses the
 * server logs, read as a query: it changes nothing.
 */
export function openInvitation(token: string, signal?: AbortSignal): Promise<InvitationOpened> {
  return apiFetch<InvitationOpened>('/api/invitations/open', { method: 'POST', body: { token }, signal });
}

export const openedInvitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invitationKeys.opened(token),
    queryFn: ({ signal }) => openInvitation(token, signal),
    // Read once per visit: the server counts these, and the answer only changes by the form's send.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** The invitation of `token`; never asked for without one. */
export function useOpenedInvitation(token: string) {
  return useQuery({ ...openedInvitationQueryOptions(token), enabled: token !== '' });
}
