import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollaborationInput } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationKeys } from '../../../entities/collaborations/collaboration-keys';

/** POST /api/collaborations: a new idea, inactive, created by the caller; answers its id. */
export function createCollaboration(input: CollaborationInput): Promise<{ id: string }> {
  return apiFetch<{ id: string }>('/api/collaborations', { method: 'POST', body: input });
}

export function useCreateCollaboration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCollaboration,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: collaborationKeys.board }),
  });
}
