import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PupilConsent } from '../../../shared/schemas/consent.js';
import { apiFetch } from '../../lib/api-client';
import { consentKeys } from './consent-keys';

/** GET /api/consent/:pupilId: a pupil's consents now, their history, and what the reader may do. */
export function getConsent(pupilId: string, signal?: AbortSignal): Promise<PupilConsent> {
  return apiFetch<PupilConsent>(`/api/consent/${encodeURIComponent(pupilId)}`, { signal });
}

export const consentQueryOptions = (pupilId: string) =>
  queryOptions({ queryKey: consentKeys.of(pupilId), queryFn: ({ signal }) => getConsent(pupilId, signal) });

export function useConsent(pupilId: string) {
  return useQuery(consentQueryOptions(pupilId));
}
