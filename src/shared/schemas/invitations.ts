import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { CLASS_LIST_MAX_CHARACTERS, INVITATION_DAYS, INVITATION_KINDS, INVITATION_ROLES, INVITATION_STATES, INVITATION_USES_MAX, MEMBER_NAME_MAX } from '../constants.js';
import { LANGUAGES } from '../languages.js';
import { isUuid } from '../ids.js';
import { newPassword } from './auth.js';
import { lineText } from './text.js';

const email = lineText({ error: fieldCode('email_address_required') })
  .trim()
  .toLowerCase()
  .min(1, fieldCode('email_address_required'))
  .max(254, fieldCode('email_too_long'))
  .pipe(z.email(fieldCode('email_invalid')));

/**
 * Body of POST /api/invitations. An email invitation names its invitee's address (and the
 * language of its mail, the site's by default) and makes one account; a link makes up to `uses`.
 * Either may bring its invitees into a collaboration. A guardian's names the pupil (`guardianOfId`,
 * their account's id) whose guardian each invitee becomes; no other invitation names one.
 */
export const invitationInput = z
  .object({
    kind: z.enum(INVITATION_KINDS, { error: fieldCode('invitation_kind_invalid') }),
    role: z.enum(INVITATION_ROLES, { error: fieldCode('invitation_role_invalid') }),
    email: email.optional(),
    language: z.enum(LANGUAGES, { error: fieldCode('language_invalid') }).optional(),
    collaborationId: z
      .string()
      .refine(isUuid, fieldCode('invitation_collaboration_invalid'))
      .transform((id) => id.toLowerCase())
      .nullable()
      .default(null),
    days: z
      .number({ error: fieldCode('invitation_days_invalid') })
      .int(fieldCode('invitation_days_invalid'))
      .min(1, fieldCode('invitation_days_invalid'))
      .max(INVITATION_DAYS.max, fieldCode('invitation_days_invalid'))
      .default(INVITATION_DAYS.default),
    uses: z
      .number({ error: fieldCode('invitation_uses_invalid') })
      .int(fieldCode('invitation_uses_invalid'))
      .min(1, fieldCode('invitation_uses_invalid'))
      .max(INVITATION_USES_MAX, fieldCode('invitation_uses_invalid'))
      .default(1),
    guardianOfId: z
      .string({ error: fieldCode('invitation_guardian_of_required') })
      .trim()
      .max(100, fieldCode('invitation_guardian_of_not_pupil'))
      .nullable()
      .default(null)
      .transform((id) => id || null),
  })
  .superRefine((value, context) => {
    if (value.kind === 'email' && !value.email) context.addIssue({ code: 'custom', path: ['email'], message: fieldCode('email_address_required') });
    if (value.kind === 'email' && value.uses !== 1) context.addIssue({ code: 'custom', path: ['uses'], message: fieldCode('invitation_email_one_use') });
    if (value.role === 'guardian' && !value.guardianOfId) context.addIssue({ code: 'custom', path: ['guardianOfId'], message: fieldCode('invitation_guardian_of_required') });
    if (value.role !== 'guardian' && value.guardianOfId) context.addIssue({ code: 'custom', path: ['guardianOfId'], message: fieldCode('invitation_guardian_of_not_guardian') });
  });
export type InvitationInput = z.input<typeof invitationInput>;

/** An invitation as its list shows it (never its token: only a hash of it is kept). */
export const invitationView = z.object({
  id: z.string(),
  kind: z.enum(INVITATION_KINDS),
  role: z.enum(INVITATION_ROLES),
  /** The invitee's address, for an email invitation. */
  email: z.string().nullable(),
  /** The invitee's name, when a class list gave it. */
  name: z.string().nullable(),
  surname: z.string().nullable(),
  collaboration: z.object({ id: z.string(), title: z.string() }).nullable(),
  /** A guardian's invitation: the pupil whose guardian its invitee becomes, by name. */
  guardianOf: z.object({ name: z.string(), surname: z.string() }).nullable(),
  uses: z.number().int(),
  maxUses: z.number().int(),
  state: z.enum(INVITATION_STATES),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string(), surname: z.string() }).nullable(),
});
export type InvitationView = z.infer<typeof invitationView>;

/** Answer of POST /api/invitations: the invitation, and its address and QR code, shown this once. */
export const invitationCreated = z.object({
  invitation: invitationView,
  /** The address that accepts it, with its token: shown now only, then never again. */
  link: z.string(),
  /** The same address as a QR code (SVG), to print or show. */
  qrSvg: z.string(),
  /** Whether its mail went (an email invitation). */
  mailed: z.boolean(),
});
export type InvitationCreated = z.infer<typeof invitationCreated>;

/** `?before=` of GET /api/invitations: the newest first, after the one named. */
export const invitationListQuery = z.object({
  before: z.string().refine(isUuid, fieldCode('invitation_cursor_invalid')).optional(),
});

/** Answer of GET /api/invitations. */
export const invitationPage = z.object({ invitations: z.array(invitationView), hasMore: z.boolean() });
export type InvitationPage = z.infer<typeof invitationPage>;

/** The token of an invitation, as its link carries it. */
const token = z
  .string({ error: fieldCode('invitation_link_incomplete') })
  .trim()
  .min(1, fieldCode('invitation_link_incomplete'))
  .max(200, fieldCode('invitation_link_incomplete'));

/** Body of POST /api/invitations/open: the token from the link. */
export const invitationOpenBody = z.object({ token });

/** Answer of POST /api/invitations/open: what the invitee is invited to, for the page that accepts it. */
export const invitationOpened = z.object({
  kind: z.enum(INVITATION_KINDS),
  role: z.enum(INVITATION_ROLES),
  /** The address an email invitation was sent to: the account's, not to be chosen. */
  email: z.string().nullable(),
  /** The name a class list gave, for the form to start with (the invitee may correct it). */
  name: z.string().nullable(),
  surname: z.string().nullable(),
  collaborationTitle: z.string().nullable(),
  /** A guardian's invitation: the pupil whose guardian the invitee becomes. */
  guardianOf: z.object({ name: z.string(), surname: z.string() }).nullable(),
  expiresAt: z.string(),
});
export type InvitationOpened = z.infer<typeof invitationOpened>;

/** Body of POST /api/invitations/accept: the new account's names and password (and email, for a link). */
export const invitationAcceptBody = z.object({
  token,
  name: lineText({ error: fieldCode('name_required') }).trim().min(1, fieldCode('name_required')).max(MEMBER_NAME_MAX, fieldCode('name_too_long')),
  surname: lineText({ error: fieldCode('surname_required') }).trim().min(1, fieldCode('surname_required')).max(MEMBER_NAME_MAX, fieldCode('surname_too_long')),
  email: email.optional(),
  password: newPassword,
});
export type InvitationAcceptBody = z.input<typeof invitationAcceptBody>;

/** Answer of POST /api/invitations/accept: signed in, with the role the invitation gave. */
export const invitationAccepted = z.object({ role: z.enum(INVITATION_ROLES), collaborationId: z.string().nullable() });

/** `?q=` of GET /api/invitations/pupils, and its answer: the pupils a guardian's invitation may name, at most GUARDIAN_OF_CHOICES_MAX. */
export { pupilChoicesQuery as guardianOfQuery, pupilChoices as guardianOfChoices, type PupilChoices as GuardianOfChoices } from './pupil-choices.js';

// ---- a whole class at once ------------------------------------------------------------------

/**
 * Body of POST /api/invitations/class/preview and /api/invitations/class: a class list as CSV
 * text (the browser reads the file), each row invited by mail to its address. Its columns are
 * named on its first line (name, surname, email, and role unless every row takes `role`), in
 * English or Greek, separated by commas or semicolons as spreadsheets save them.
 */
export const classListInput = z.object({
  csv: z.string({ error: fieldCode('class_list_empty') }).max(CLASS_LIST_MAX_CHARACTERS, fieldCode('class_list_too_long')),
  role: z.enum(INVITATION_ROLES, { error: fieldCode('invitation_role_invalid') }).default('pupil'),
  language: z.enum(LANGUAGES, { error: fieldCode('language_invalid') }).optional(),
  collaborationId: invitationInput.shape.collaborationId,
  days: invitationInput.shape.days,
});
export type ClassListInput = z.input<typeof classListInput>;

/** A person of a class list, and what keeps them from being invited (refused fields' codes, by column). */
export const classListRow = z.object({
  /** Their line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.string(),
  problems: z.record(z.string(), z.string()),
  /**
   * The guardians' addresses a pupil's row gives (its optional guardians column), each with the
   * code of what keeps it from being invited, if anything does (then the row's `problems` name
   * the column too, and the row waits with them).
   */
  guardians: z.array(z.object({ email: z.string(), problem: z.string().nullable() })),
});
export type ClassListRow = z.infer<typeof classListRow>;

/** Answer of the preview: every row, those that will be invited (`ready`, and `guardians` invited with them) and those refused with why. */
export const classListPreview = z.object({ rows: z.array(classListRow), ready: z.number().int(), guardians: z.number().int(), refused: z.number().int() });
export type ClassListPreview = z.infer<typeof classListPreview>;

/**
 * Answer of POST /api/invitations/class: the invitations made (the rows without problems, and
 * `guardians` of them their pupils' guardians'), how many mails went, and the rows refused.
 */
export const classListSent = z.object({ invited: z.number().int(), guardians: z.number().int(), mailed: z.number().int(), refused: z.number().int() });
export type ClassListSent = z.infer<typeof classListSent>;
