import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

type SetNeedsReview = { id: string; needsReview: boolean };

/** PUT /api/admin/members/:id/review: whether what they write waits for a teacher's approval. */
export function setNeedsReview({ id, needsReview }: SetNeedsReview): Promise<unknown> {
  return apiFetch<unknown>(memberPath(id, '/review'), { method: 'PUT', body: { needsReview } });
}

export function useSetNeedsReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNeedsReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
