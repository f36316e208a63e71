import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationCount } from '../../../shared/schemas/reports.js';
import { apiFetch } from '../../lib/api-client';
import { reportKeys, reportTopics } from './report-keys';

/** GET /api/moderation/count (teachers and admins only): how many reported things wait for a moderator. */
export function getModerationCount(signal?: AbortSignal): Promise<ModerationCount> {
  return apiFetch<ModerationCount>('/api/moderation/count', { signal });
}

export const moderationCountQueryOptions = queryOptions({
  queryKey: reportKeys.count,
  meta: reportTopics,
  queryFn: ({ signal }) => getModerationCount(signal),
});

/** The number beside the moderation queue in the profile hub; never asked for by those the server would refuse. */
export function useModerationCount(enabled: boolean) {
  return useQuery({ ...moderationCountQueryOptions, enabled, refetchOnWindowFocus: true });
}
