import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GuardianOfChoices } from '../../../../shared/schemas/invitations.js';
import { apiFetch } from '../../../lib/api-client';
import { invitationKeys } from './invitation-keys';

export type { GuardianOfChoices } from '../../../../shared/schemas/invitations.js';

/** GET /api/invitations/pupils?q=: the pupils a guardian's invitation may name, by name, at most 20. */
export function getPupilChoices(q: string, signal?: AbortSignal): Promise<GuardianOfChoices> {
  return apiFetch<GuardianOfChoices>(q ? `/api/invitations/pupils?q=${encodeURIComponent(q)}` : '/api/invitations/pupils', { signal });
}

export const pupilChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: invitationKeys.pupils(q),
    queryFn: ({ signal }) => getPupilChoices(q, signal),
    // The last search's pupils stay on screen while the next is fetched.
    placeholderData: keepPreviousData,
  });

/** Asked only while the "Guardian of" field is shown (`enabled`). */
export function usePupilChoices(q: string, enabled: boolean) {
  return useQuery({ ...pupilChoicesQueryOptions(q), enabled });
}
