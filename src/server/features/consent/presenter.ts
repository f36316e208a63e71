import { PRIVACY_NOTICE_VERSION } from '../../../shared/constants.js';
import type { ConsentView, PupilConsent } from '../../../shared/schemas/consent.js';
import type { ConsentHistoryRow } from './queries.js';

/** One consent as its readers see it: what, by whom (by name only), when, how. */
export function presentConsent(row: ConsentHistoryRow): ConsentView {
  return {
    id: row.id,
    kind: row.kind as ConsentView['kind'],
    level: row.level as ConsentView['level'],
    givenBy: row.giverName !== null && row.giverSurname !== null ? { name: row.giverName, surname: row.giverSurname } : null,
    onPaper: row.onPaper,
    note: row.note,
    privacyVersion: row.privacyVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A pupil's consents now (the newest of each kind), their history, and what the reader may do. */
export function presentPupilConsent(
  pupil: { id: string; name: string | null; surname: string | null; underFifteen: boolean },
  rows: { history: ConsentHistoryRow[]; account: ConsentHistoryRow | undefined; images: ConsentHistoryRow | undefined },
  abilities: { canGive: boolean; canRecordPaper: boolean },
): PupilConsent {
  const account = rows.account ? presentConsent(rows.account) : null;
  return {
    pupil: { id: pupil.id, name: pupil.name ?? '', surname: pupil.surname ?? '', underFifteen: pupil.underFifteen },
    // The same rule as the sign-in gate (core/people/consent.ts mayUseAgora), on the rows in hand.
    canSignIn: !pupil.underFifteen || account?.level === 'given',
    account,
    images: rows.images ? presentConsent(rows.images) : null,
    history: rows.history.map(presentConsent),
    privacyVersion: PRIVACY_NOTICE_VERSION,
    ...abilities,
  };
}
