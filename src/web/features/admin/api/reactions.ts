import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactionSetting } from '../../../../shared/schemas/reactions.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/reactions: the reactions the site offers (decision 0047). */
export function useReactionSet() {
  return useQuery({ queryKey: adminKeys.reactions, queryFn: ({ signal }) => apiFetch<ReactionSetting>('/api/admin/reactions', { signal }) });
}

/** PUT /api/admin/reactions: audited; members' pages offer the new set when they next read reactions. */
export function useSetReactionSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (set: ReactionSetting['set']) => apiFetch<ReactionSetting>('/api/admin/reactions', { method: 'PUT', body: { set } }),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.reactions, answer),
  });
}
