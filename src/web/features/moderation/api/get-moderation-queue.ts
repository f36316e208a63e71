import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationQueue } from '../../../../shared/schemas/reports.js';
import { apiFetch } from '../../../lib/api-client';
import { reportKeys, reportTopics } from '../../../entities/reports/report-keys';

export type { ModerationEntry } from '../../../../shared/schemas/reports.js';

/** GET /api/moderation (teachers and admins only): the reported things, the longest waiting first, and how many there are. */
export function getModerationQueue(signal?: AbortSignal): Promise<ModerationQueue> {
  return apiFetch<ModerationQueue>('/api/moderation', { signal });
}

export const moderationQueueQueryOptions = queryOptions({
  queryKey: reportKeys.queue,
  meta: reportTopics,
  queryFn: ({ signal }) => getModerationQueue(signal),
});

/** The queue; never asked for by those the server would refuse. */
export function useModerationQueue(enabled: boolean) {
  return useQuery({ ...moderationQueueQueryOptions, enabled });
}
