import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberGuardians } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

export type { MemberGuardians } from '../../../../shared/schemas/admin.js';

/** GET /api/admin/members/:id/guardians: a pupil's guardians and a guardian's children, by name. */
export function getMemberGuardians(id: string, signal?: AbortSignal): Promise<MemberGuardians> {
  return apiFetch<MemberGuardians>(memberPath(id, '/guardians'), { signal });
}

export const memberGuardiansQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.guardians(id),
    queryFn: ({ signal }) => getMemberGuardians(id, signal),
  });

export function useMemberGuardians(id: string) {
  return useQuery(memberGuardiansQueryOptions(id));
}
