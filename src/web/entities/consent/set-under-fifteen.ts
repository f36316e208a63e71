import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { consentKeys } from './consent-keys';

type SetUnderFifteen = { pupilId: string; underFifteen: boolean };

/** PUT /api/consent/:pupilId/age (administrators): whether the pupil is under 15. */
export function setUnderFifteen({ pupilId, underFifteen }: SetUnderFifteen): Promise<unknown> {
  return apiFetch<unknown>(`/api/consent/${encodeURIComponent(pupilId)}/age`, { method: 'PUT', body: { underFifteen } });
}

export function useSetUnderFifteen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUnderFifteen,
    onSuccess: (_answer, { pupilId }) => queryClient.invalidateQueries({ queryKey: consentKeys.of(pupilId) }),
  });
}
