import { and, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { CLASS_LIST_MAX_ROWS, INVITATION_ROLES, type InvitationRole } from '../../../shared/constants.js';
import { issueCode, type FieldCode } from '../../../shared/error-messages.js';
import { invitationAcceptBody, type ClassListRow } from '../../../shared/schemas/invitations.js';
import type { AuthUser } from '../../core/auth/auth-user.js';
import type { Db } from '../../core/db/client.js';
import { invitations, users } from '../../core/db/schema.js';
import { validationFailed } from '../../core/errors.js';
import { invitationPolicy } from './policy.js';

/** Lowercase, without accents or spaces around: "Όνομα " reads as "ονομα". */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();

/** The names a column may have on the list's first line, in English and Greek, as spreadsheets save them. */
const COLUMN_NAMES: Record<'name' | 'surname' | 'email' | 'role', readonly string[]> = {
  name: ['name', 'first name', 'given name', 'ονομα'],
  surname: ['surname', 'last name', 'family name', 'επωνυμο'],
  email: ['email', 'e-mail', 'email address', 'mail', 'διευθυνση email', 'ηλεκτρονικο ταχυδρομειο'],
  role: ['role', 'ρολος'],
};

/** A role as a list may write it, in English or Greek. */
const ROLE_WORDS: Record<string, InvitationRole> = {
  member: 'member',
  μελος: 'member',
  teacher: 'teacher',
  εκπαιδευτικος: 'teacher',
  καθηγητης: 'teacher',
  καθηγητρια: 'teacher',
  δασκαλος: 'teacher',
  δασκαλα: 'teacher',
  pupil: 'pupil',
  student: 'pupil',
  μαθητης: 'pupil',
  μαθητρια: 'pupil',
};

/** One person's fields, by the same rules as the invitee's own form (their names; the email an invitation needs). */
const personFields = invitationAcceptBody.pick({ name: true, surname: true }).extend({ email: invitationAcceptBody.shape.email.unwrap() });

/** A person of the list as read, before they are checked. */
interface ReadRow {
  line: number;
  cells: Record<keyof typeof COLUMN_NAMES, string>;
}

/** The rows of a CSV text, each with its line, by the columns its first line names; a 400 naming the file's fault otherwise. */
function readRows(csv: string): ReadRow[] {
  let records: string[][];
  try {
    records = parse(csv, { delimiter: [',', ';', '\t'], bom: true, skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch {
    throw validationFailed({ csv: 'class_list_unreadable' });
  }
  const [header, ...body] = records;
  if (!header || body.length === 0) throw validationFailed({ csv: 'class_list_empty' });
  const index = Object.fromEntries(
    (Object.keys(COLUMN_NAMES) as (keyof typeof COLUMN_NAMES)[]).map((column) => [column, header.findIndex((cell) => COLUMN_NAMES[column].includes(plain(cell)))]),
  ) as Record<keyof typeof COLUMN_NAMES, number>;
  if (index.name < 0 || index.surname < 0 || index.email < 0) throw validationFailed({ csv: 'class_list_columns' });
  if (body.length > CLASS_LIST_MAX_ROWS) throw validationFailed({ csv: 'class_list_too_long' });
  const cell = (record: string[], at: number) => (at < 0 ? '' : (record[at] ?? ''));
  // Lines counted as the file has them: the header is line 1 (skipped empty lines are not counted).
  return body.map((record, i) => ({
    line: i + 2,
    cells: { name: cell(record, index.name), surname: cell(record, index.surname), email: cell(record, index.email), role: cell(record, index.role) },
  }));
}

/** A checked person of the list: what will be invited, or what keeps them from it. */
export interface CheckedRow extends ClassListRow {
  invite: { name: string; surname: string; email: string; role: InvitationRole } | null;
}

/**
 * Reads a class list and checks every person on it, as the preview shows them and as sending
 * invites them: their names and address by the rules of the invitee's own form, a role `maker`
 * may invite (the list's, or `defaultRole` where it names none), an address on the list once and
 * with no account nor invitation waiting yet. Each problem is a refused field's code, by column.
 */
export async function checkClassList(db: Db, maker: AuthUser, csv: string, defaultRole: InvitationRole): Promise<CheckedRow[]> {
  const read = readRows(csv);
  const emails = read.map((row) => plain(row.cells.email));
  const addresses = [...new Set(emails.filter(Boolean))];
  const taken = new Set(addresses.length ? (await db.select({ email: users.email }).from(users).where(inArray(users.email, addresses))).map((row) => row.email) : []);
  // An address with an invitation still open is not invited again: the same list given twice invites only who is new on it.
  const invited = new Set(
    addresses.length
      ? (
          await db
            .select({ email: invitations.email })
            .from(invitations)
            .where(and(inArray(invitations.email, addresses), isNull(invitations.revokedAt), lt(invitations.uses, invitations.maxUses), gt(invitations.expiresAt, sql`now()`)))
        ).map((row) => row.email)
      : [],
  );
  const seen = new Map<string, number>();
  for (const email of emails) seen.set(email, (seen.get(email) ?? 0) + 1);

  return read.map(({ line, cells }) => {
    const problems: Partial<Record<string, FieldCode>> = {};
    const parsed = personFields.safeParse(cells);
    if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issueCode(issue.message);
    const role = cells.role ? ROLE_WORDS[plain(cells.role)] : defaultRole;
    if (!role || !INVITATION_ROLES.includes(role)) problems.role = 'invitation_role_invalid';
    else if (!invitationPolicy.can(maker, 'invite', role)) problems.role = 'class_list_role_denied';
    const email = parsed.success ? parsed.data.email : plain(cells.email);
    if (!problems.email && email && taken.has(email)) problems.email = 'email_in_use';
    if (!problems.email && email && (seen.get(email) ?? 0) > 1) problems.email = 'class_list_duplicate';
    if (!problems.email && email && invited.has(email)) problems.email = 'class_list_already_invited';
    const ok = parsed.success && role && Object.keys(problems).length === 0;
    return {
      line,
      name: cells.name,
      surname: cells.surname,
      email: cells.email,
      role: role ?? cells.role,
      problems: problems as Record<string, string>,
      invite: ok ? { name: parsed.data.name, surname: parsed.data.surname, email: parsed.data.email, role } : null,
    };
  });
}

/** The row as the preview shows it: without what sending needs. */
export const presentRow = ({ invite: _invite, ...row }: CheckedRow): ClassListRow => row;

