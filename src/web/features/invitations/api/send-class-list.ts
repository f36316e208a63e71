import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClassListSent } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';
import type { ClassListRequest } from './preview-class-list';

export type { ClassListSent } from '../../../../shared/schemas/invitations.js';

/** POST /api/invitations/class: invites, by mail, the rows the server finds ready now (it checks them again); the others are left out. */
export function sendClassList(body: ClassListRequest): Promise<ClassListSent> {
  return apiFetch<ClassListSent>('/api/invitations/class', { method: 'POST', body });
}

export function useSendClassList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendClassList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationKeys.all }),
  });
}
