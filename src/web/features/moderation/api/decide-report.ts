import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportSubject } from '../../../../shared/constants.js';
import type { ReportDecisionInput } from '../../../../shared/schemas/reports.js';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTopic } from '../../../lib/query-topics';
import { reportKeys } from '../../../entities/reports/report-keys';

/** POST /api/moderation/:type/:id/decide: leave it, hide it or delete it (with a reason), and perhaps stop its author commenting. */
export function decideReport({ subject, decision }: { subject: { type: ReportSubject; id: string }; decision: ReportDecisionInput }): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/api/moderation/${subject.type}/${encodeURIComponent(subject.id)}/decide`, { method: 'POST', body: decision });
}

/**
 * Decides; refused or not, the queue and its count are asked again (a refusal may mean another
 * moderator decided meanwhile), and the posts, whose pages and threads may show it or not now.
 */
export function useDecideReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReport,
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: reportKeys.all }), invalidateTopic(queryClient, 'posts')]),
  });
}
