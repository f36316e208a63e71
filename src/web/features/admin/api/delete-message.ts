import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** DELETE /api/admin/contact-messages/:id. */
export function deleteMessage(id: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/contact-messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages }),
  });
}
