import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchedWord, WatchedWordInput, WatchedWordList } from '../../../../shared/schemas/watched-words.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

/** GET /api/admin/watched-words: every rule, oldest first. */
export function useWatchedWords() {
  return useQuery({ queryKey: adminKeys.watchedWords, queryFn: ({ signal }) => apiFetch<WatchedWordList>('/api/admin/watched-words', { signal }) });
}

/** POST /api/admin/watched-words: audited; 409 when another spelling of it is watched already. */
export function useAddWatchedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WatchedWordInput) => apiFetch<WatchedWord>('/api/admin/watched-words', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.watchedWords }),
  });
}

/** DELETE /api/admin/watched-words/:id: audited. */
export function useRemoveWatchedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: true }>(`/api/admin/watched-words/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.watchedWords }),
  });
}

/** GET /api/admin/report-threshold: how many members' reports hide a post or comment until a moderator decides (decision 0044). */
export function useReportThreshold() {
  return useQuery({ queryKey: adminKeys.reportThreshold, queryFn: ({ signal }) => apiFetch<{ threshold: number }>('/api/admin/report-threshold', { signal }) });
}

/** PUT /api/admin/report-threshold: audited. */
export function useSetReportThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threshold: number) => apiFetch<{ threshold: number }>('/api/admin/report-threshold', { method: 'PUT', body: { threshold } }),
    onSuccess: (answer) => queryClient.setQueryData(adminKeys.reportThreshold, answer),
  });
}
