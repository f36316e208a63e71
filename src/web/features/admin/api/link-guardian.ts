import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberGuardians } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

type LinkGuardian = { pupilId: string; guardianId: string };

/** POST /api/admin/members/:id/guardians (201): links the guardian to the pupil; answers the pupil's guardians. */
export function linkGuardian({ pupilId, guardianId }: LinkGuardian): Promise<MemberGuardians> {
  return apiFetch<MemberGuardians>(memberPath(pupilId, '/guardians'), { method: 'POST', body: { guardianId } });
}

export function useLinkGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkGuardian,
    // Both sides' lists: the pupil's guardians and the guardian's children.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
