import { z } from 'zod';
import { ACCOUNT_CONSENT_LEVELS, CONSENT_KINDS, CONSENT_NOTE_MAX, IMAGE_CONSENT_LEVELS } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { lineText } from './text.js';

/** A pupil in an address: a member's id (better-auth's, not a uuid). */
export const pupilParams = z.object({ pupilId: z.string().max(100) });

/** An administrator's note of a paper form: who signed it, where it is kept. */
const paperNote = lineText({ error: fieldCode('consent_note_required') })
  .trim()
  .max(CONSENT_NOTE_MAX, fieldCode('consent_note_too_long'));

/**
 * How a consent is given: by a guardian from their own account (`onPaper` false), who names the
 * version of the privacy notice they were shown when consenting to the account; or by an
 * administrator from a signed paper form (`onPaper` true), with a note.
 */
const source = {
  onPaper: z.boolean({ error: fieldCode('invalid') }).default(false),
  note: paperNote.default(''),
  privacyVersion: z.string().max(40).nullable().default(null),
};

/** Body of POST /api/consent/:pupilId/account: consent that the pupil uses Agora, given or withdrawn. */
export const accountConsentInput = z.object({ level: z.enum(ACCOUNT_CONSENT_LEVELS, { error: fieldCode('consent_level_invalid') }), ...source });

/** Body of POST /api/consent/:pupilId/images: who pictures of the pupil may reach. */
export const imageConsentInput = z.object({ level: z.enum(IMAGE_CONSENT_LEVELS, { error: fieldCode('consent_level_invalid') }), ...source });

/** Body of PUT /api/consent/:pupilId/age: whether the pupil is under 15 (administrators). */
export const underFifteenInput = z.object({ underFifteen: z.boolean({ error: fieldCode('invalid') }) });

/** One consent as it was given. */
export const consentView = z.object({
  id: z.uuid(),
  kind: z.enum(CONSENT_KINDS),
  level: z.enum([...ACCOUNT_CONSENT_LEVELS, ...IMAGE_CONSENT_LEVELS]),
  /** The guardian, or the administrator who recorded a paper form; null once their account is gone. */
  givenBy: z.object({ name: z.string(), surname: z.string() }).nullable(),
  onPaper: z.boolean(),
  note: z.string(),
  privacyVersion: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsentView = z.infer<typeof consentView>;

/** GET /api/consent/:pupilId: a pupil's consents now and their history, for their guardians, teachers and administrators. */
export const pupilConsent = z.object({
  pupil: z.object({ id: z.string(), name: z.string(), surname: z.string(), underFifteen: z.boolean() }),
  /** Whether the pupil may sign in now. */
  canSignIn: z.boolean(),
  account: consentView.nullable(),
  images: consentView.nullable(),
  /** Every consent, newest first. */
  history: z.array(consentView),
  /** The privacy notice's version a guardian consents to now. */
  privacyVersion: z.string(),
  /** What the reader may do: give consent from their account (a guardian), record a paper form or the age (an administrator). */
  canGive: z.boolean(),
  canRecordPaper: z.boolean(),
});
export type PupilConsent = z.infer<typeof pupilConsent>;
