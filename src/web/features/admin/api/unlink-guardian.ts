import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberGuardians } from '../../../../shared/schemas/admin.js';
import { apiFetch } from '../../../lib/api-client';
import { adminKeys, memberPath } from './admin-keys';

type UnlinkGuardian = { pupilId: string; guardianId: string };

/** DELETE /api/admin/members/:id/guardians/:guardianId: the guardian no longer reads the pupil's work. */
export function unlinkGuardian({ pupilId, guardianId }: UnlinkGuardian): Promise<MemberGuardians> {
  return apiFetch<MemberGuardians>(memberPath(pupilId, `/guardians/${encodeURIComponent(guardianId)}`), { method: 'DELETE' });
}

export function useUnlinkGuardian() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkGuardian,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.members }),
  });
}
