import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuardianRequestDecided, GuardianRequestDecision } from '../../../../shared/schemas/guardian-requests.js';
import { apiFetch } from '../../../lib/api-client';
import { invalidateTopic } from '../../../lib/query-topics';
import { guardianRequestKeys } from '../../../entities/guardian-requests/guardian-request-keys';

/** POST /api/guardian-requests/:id/decide: approved (it is done) or declined, with a note the guardian reads. */
export function decideGuardianRequest({ id, decision }: { id: string; decision: GuardianRequestDecision }): Promise<GuardianRequestDecided> {
  return apiFetch<GuardianRequestDecided>(`/api/guardian-requests/${encodeURIComponent(id)}/decide`, { method: 'POST', body: decision });
}

/**
 * Decides; refused or not, the queue and its count are asked again (a refusal may mean another
 * decided it meanwhile), and after an approval everything that may show what it hid or erased.
 */
export function useDecideGuardianRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideGuardianRequest,
    onSettled: (_answer, _error, { decision }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guardianRequestKeys.all }),
        ...(decision.outcome === 'approved' ? (['posts', 'collaborations', 'member-profiles'] as const).map((topic) => invalidateTopic(queryClient, topic)) : []),
      ]),
  });
}
