import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** POST /api/admin/contact-messages/:id/read. */
export function markMessageRead(id: string): Promise<unknown> {
  return apiFetch<unknown>(`/api/admin/contact-messages/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages }),
  });
}
