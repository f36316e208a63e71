import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { apiFetch } from '../../../lib/api-client';
import { collaborationPath } from '../../../entities/collaborations/collaboration-keys';
import type { SettableStatus } from '../components/statuses';
import { storeChangedCollaboration } from './update-collaboration';

/** PUT /api/collaborations/:id/status: active, inactive or completed, in any order. */
export function changeStatus({ id, status }: { id: string; status: SettableStatus }): Promise<CollaborationDetail> {
  return apiFetch<CollaborationDetail>(collaborationPath(id, '/status'), { method: 'PUT', body: { status } });
}

export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    // The board regroups; the item pages carry the status in their way back.
    onSuccess: (collaboration) => storeChangedCollaboration(queryClient, collaboration),
  });
}
