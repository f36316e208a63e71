import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

type RenameMember = { id: string; name: string; surname: string };

/** PATCH /api/admin/members/:id: the name and surname, which only an admin changes. */
export function renameMember({ id, name, surname }: RenameMember): Promise<unknown> {
  return apiFetch<unknown>(memberPath(id), { method: 'PATCH', body: { name, surname } });
}

export function useRenameMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
