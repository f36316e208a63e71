import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCreateMember } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, type WithGeneratedPassword } from './admin-keys';

/** POST /api/admin/members (201): without a password the server generates one, answered this once. */
export function createMember(body: AdminCreateMember): Promise<WithGeneratedPassword> {
  return apiFetch<WithGeneratedPassword>('/api/admin/members', { method: 'POST', body });
}

export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
