import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountConsentLevel, ConsentKind, ImageConsentLevel } from '../../../shared/constants.js';
import { apiFetch } from '../../lib/api-client';
import { consentKeys } from './consent-keys';

/** A consent to record: from a guardian's account (naming the privacy notice shown), or from a paper form with a note. */
export type ConsentToRecord =
  | { pupilId: string; kind: 'account'; level: AccountConsentLevel; onPaper: boolean; note: string; privacyVersion: string | null }
  | { pupilId: string; kind: 'images'; level: ImageConsentLevel; onPaper: boolean; note: string; privacyVersion: string | null };

/** POST /api/consent/:pupilId/account or /images. */
export function recordConsent({ pupilId, kind, ...body }: ConsentToRecord): Promise<unknown> {
  return apiFetch<unknown>(`/api/consent/${encodeURIComponent(pupilId)}/${kind satisfies ConsentKind}`, { method: 'POST', body });
}

export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    onSuccess: (_answer, { pupilId }) => queryClient.invalidateQueries({ queryKey: consentKeys.of(pupilId) }),
  });
}
