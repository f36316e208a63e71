import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminMember } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

type SetRole = { id: string; role: AdminMember['role'] };

/** PUT /api/admin/members/:id/role: 409 when it would leave no administrator. */
export function setRole({ id, role }: SetRole): Promise<unknown> {
  return apiFetch<unknown>(memberPath(id, '/role'), { method: 'PUT', body: { role } });
}

export function useSetRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
