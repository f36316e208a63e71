import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { deletedCollaborationList } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type DeletedCollaborationList = z.infer<typeof deletedCollaborationList>;
export type DeletedCollaboration = DeletedCollaborationList['collaborations'][number];

/** GET /api/admin/collaborations/deleted: with who deleted each and when. */
export function getDeletedCollaborations(signal?: AbortSignal): Promise<DeletedCollaborationList> {
  return apiFetch<DeletedCollaborationList>('/api/admin/collaborations/deleted', { signal });
}

export const deletedCollaborationsQueryOptions = queryOptions({
  queryKey: adminKeys.deletedCollaborations,
  queryFn: ({ signal }) => getDeletedCollaborations(signal),
});

export function useDeletedCollaborations() {
  return useQuery(deletedCollaborationsQueryOptions);
}
