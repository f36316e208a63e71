import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportInput } from '../../../shared/schemas/reports.js';
import { apiFetch } from '../../lib/api-client';
import { reportKeys } from './report-keys';

/** POST /api/reports: a member reports a post or a comment to the moderators, with a reason and, if they like, their words. */
export function sendReport(report: ReportInput): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>('/api/reports', { method: 'POST', body: report });
}

/** Sends a report; a moderator reporting sees it in their queue at once. */
export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: sendReport, onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.all }) });
}
