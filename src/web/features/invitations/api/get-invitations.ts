import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPage } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';

export type { InvitationView } from '../../../../shared/schemas/invitations.js';

/** GET /api/invitations?before=…: a page of invitations, newest first (an admin's all, a teacher's own). */
export function getInvitations(before: string | null, signal?: AbortSignal): Promise<InvitationPage> {
  return apiFetch<InvitationPage>(before ? `/api/invitations?before=${encodeURIComponent(before)}` : '/api/invitations', { signal });
}

export const invitationPageQueryOptions = (userId: string, before: string | null) =>
  queryOptions({
    queryKey: invitationKeys.page(userId, before),
    queryFn: ({ signal }) => getInvitations(before, signal),
    // Uses are taken by invitees elsewhere: the list is read afresh whenever it is shown.
    staleTime: 0,
  });

export function useInvitationPage(userId: string, before: string | null) {
  return useQuery(invitationPageQueryOptions(userId, before));
}
