import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuardianRequestCreated, GuardianRequestInput } from '../../../../shared/schemas/guardian-requests.js';
import { apiFetch } from '../../../lib/api-client';
import { childrenKeys } from './children-keys';

export type { GuardianRequestInput } from '../../../../shared/schemas/guardian-requests.js';

/** POST /api/guardian-requests: asks the school to hide one of a child's posts, updates or help requests, or to erase the child's account. */
export function askGuardianRequest(input: GuardianRequestInput): Promise<GuardianRequestCreated> {
  return apiFetch<GuardianRequestCreated>('/api/guardian-requests', { method: 'POST', body: input });
}

/** Asks; the guardian's page is read again after an answer either way (a refusal may mean the same request is already open). */
export function useAskGuardianRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askGuardianRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: childrenKeys.all }),
  });
}
