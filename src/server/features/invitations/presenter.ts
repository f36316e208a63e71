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

export function presentInvitation(row: InvitationRow, now = new Date()): InvitationView {
  return {
    id: row.id,
    kind: row.kind as InvitationKind,
    role: row.role as InvitationRole,
    email: row.email,
    name: row.name,
    surname: row.surname,
    collaboration: row.collaborationId && row.collaborationTitle !== null ? { id: row.collaborationId, title: row.collaborationTitle } : null,
    uses: row.uses,
    maxUses: row.maxUses,
    state: invitationState(row, now),
    expiresAt: row.expiresAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdById && row.creatorName !== null ? { id: row.createdById, name: row.creatorName, surname: row.creatorSurname ?? '' } : null,
  };
}
