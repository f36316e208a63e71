import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationView } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys, invitationPath } from './invitation-keys';

/** POST /api/invitations/:id/revoke: withdraws a pending invitation; its link opens nothing after. */
export function revokeInvitation(id: string): Promise<InvitationView> {
  return apiFetch<InvitationView>(invitationPath(id, '/revoke'), { method: 'POST', body: {} });
}

/** Withdraws; every list is asked again, also after a refusal (it was no longer open: the list says why). */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
