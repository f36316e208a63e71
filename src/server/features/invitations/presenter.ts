import type { InvitationKind, InvitationRole, InvitationState } from '../../../shared/constants.js';
import type { InvitationView } from '../../../shared/schemas/invitations.js';
import type { InvitationRow } from './queries.js';

/** An invitation's state now: withdrawn, used up, past its date, or open. */
export function invitationState(row: Pick<InvitationRow, 'revokedAt' | 'uses' | 'maxUses' | 'expiresAt'>, now = new Date()): InvitationState {
  if (row.revokedAt) return 'revoked';
  if (row.uses >= row.maxUses) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return 'pending';
}

/** An invitation as its list shows it: never its token (only a hash of it is kept). */
export function presentInvitation(row: InvitationRow, now = new Date()): InvitationView {
  return {
    id: row.id,
    kind: row.kind as InvitationKind,
    role: row.role as InvitationRole,
    email: row.email,
    name: row.name,
    surname: row.surname,
    collaboration: row.collaborationId && row.collaborationTitle !== null ? { id: row.collaborationId, title: row.collaborationTitle } : null,
    guardianOf: presentGuardianOf(row),
    uses: row.uses,
    maxUses: row.maxUses,
    state: invitationState(row, now),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById && row.creatorName !== null ? { id: row.createdById, name: row.creatorName, surname: row.creatorSurname ?? '' } : null,
  };
}

/** Whose guardian a guardian's invitation makes its invitee, by name; null for any other invitation. */
export function presentGuardianOf(row: Pick<InvitationRow, 'role' | 'guardianOfName' | 'guardianOfSurname'>): { name: string; surname: string } | null {
  if (row.role !== 'guardian' || row.guardianOfName === null) return null;
  return { name: row.guardianOfName, surname: row.guardianOfSurname ?? '' };
}
