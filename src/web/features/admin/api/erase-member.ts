import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminEraseMember } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { memberPath } from './admin-keys';

/** POST /api/admin/members/:id/erase: the member and everything of theirs go for good. */
export function eraseMember({ id, choice }: { id: string; choice: AdminEraseMember }): Promise<{ posts: number; pictures: number }> {
  return apiFetch(memberPath(id, '/erase'), { method: 'POST', body: choice });
}

export function useEraseMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseMember,
    // Their posts, name and photo were everywhere: every list is asked again.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
