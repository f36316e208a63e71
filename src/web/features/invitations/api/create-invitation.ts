import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationCreated, InvitationInput } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';

export type { InvitationCreated } from '../../../../shared/schemas/invitations.js';

/**
 * What the form sends: the schema's input, but a number field left empty goes as null, for the
 * server to refuse in its words rather than to fill with its default unseen.
 */
export type InvitationRequest = Omit<InvitationInput, 'days' | 'uses'> & { days: number | null; uses?: number | null };

/** POST /api/invitations (201): the invitation, with its link and QR code, answered this once. */
export function createInvitation(body: InvitationRequest): Promise<InvitationCreated> {
  return apiFetch<InvitationCreated>('/api/invitations', { method: 'POST', body });
}

export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
