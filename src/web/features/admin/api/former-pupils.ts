import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormerPupilsView, RetentionUpdate } from '../../../../shared/schemas/former-pupils.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/former-pupils: the retention rule, and who the retention job anonymises next. */
export const formerPupilsQueryOptions = queryOptions({
  queryKey: adminKeys.formerPupils,
  queryFn: ({ signal }) => apiFetch<FormerPupilsView>('/api/admin/former-pupils', { signal }),
});

export function useFormerPupils() {
  return useQuery(formerPupilsQueryOptions);
}

/** PUT /api/admin/former-pupils: audited; the answer is the rule as stored, with the days it gives. */
export function useSaveRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retention: RetentionUpdate) => apiFetch<FormerPupilsView>('/api/admin/former-pupils', { method: 'PUT', body: retention }),
    onSuccess: (view) => queryClient.setQueryData(adminKeys.formerPupils, view),
  });
}

/** POST /api/admin/members/left: the pupils' accounts are disabled at once; 409 when one is not a pupil's (nobody is marked). */
export function useMarkLeft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiFetch<{ marked: number }>('/api/admin/members/left', { method: 'POST', body: { ids } }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.members }), queryClient.invalidateQueries({ queryKey: adminKeys.formerPupils })]);
    },
  });
}
