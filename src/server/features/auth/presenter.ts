import type { FactorStatus, SessionUser } from '../../../shared/schemas/auth.js';
import { smallestMediaUrl } from '../../core/media/presenter.js';
import { toRole } from '../../core/people/roles.js';
import type { FactorStateRow, SessionUserRow } from './queries.js';

/**
 * What the browser learns about the signed-in user: no more than the shell needs. `childIds` are
 * the pupils they are the guardian of (the session's, core/people/guardians.ts): the browser
 * learns only that there are some, and asks GET /api/children for who they are.
 */
export function presentSessionUser(row: SessionUserRow, childIds: readonly string[]): SessionUser {
  return {
    id: row.id,
    email: row.email,
    role: toRole(row.role),
    needsReview: row.needsReview,
    guardian: childIds.length > 0,
    name: row.name ?? '',
    surname: row.surname ?? '',
    // The header shows a small avatar: the smallest variant is plenty.
    image:
      row.imageKey && row.imageVariants && row.imageWidth
        ? smallestMediaUrl({ key: row.imageKey, variants: row.imageVariants, width: row.imageWidth })
        : null,
  };
}

/** The Security section's second factor: on only once its secret was confirmed with a first code. */
export function presentFactorStatus(row: FactorStateRow, issuer: string): FactorStatus {
  const active = row?.enabled === true && row.verified !== false;
  return { factor: active ? { friendlyName: 'Authenticator app', factorType: 'totp', status: 'verified', issuer } : null };
}
