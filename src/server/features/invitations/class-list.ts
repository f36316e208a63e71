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
const COLUMN_NAMES: Record<'name' | 'surname' | 'email' | 'role' | 'guardians', readonly string[]> = {
  name: ['name', 'first name', 'given name', 'ονομα'],
  surname: ['surname', 'last name', 'family name', 'επωνυμο'],
  email: ['email', 'e-mail', 'email address', 'mail', 'διευθυνση email', 'ηλεκτρονικο ταχυδρομειο'],
  role: ['role', 'ρολος'],
  // A pupil's guardians' addresses, one or more in the cell.
  guardians: [
    'guardians',
    'guardian',
    'guardian email',
    'guardian emails',
    'guardians email',
    'guardians emails',
    "guardians' emails",
    'guardian e-mail',
    'guardian e-mails',
    'κηδεμονες',
    'κηδεμονας',
    'email κηδεμονων',
    'email κηδεμονα',
    'e-mail κηδεμονων',
    'κηδεμονες email',
    'email γονεων',
    'email γονεων/κηδεμονων',
  ],
};

/** The guardians' addresses of one cell: separated by semicolons, commas or spaces; each once. */
const guardianAddresses = (cell: string) => [...new Set(cell.split(/[;,\s]+/).filter(Boolean))];

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
  guardian: 'guardian',
  parent: 'guardian',
  κηδεμονας: 'guardian',
  γονεας: 'guardian',
};

/** An address by the rules of the invitee's own form. */
const address = invitationAcceptBody.shape.email.unwrap();
/** One person's fields, by the same rules as the invitee's own form (their names; the email an invitation needs). */
const personFields = invitationAcceptBody.pick({ name: true, surname: true }).extend({ email: address });

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
    cells: {
      name: cell(record, index.name),
      surname: cell(record, index.surname),
      email: cell(record, index.email),
      role: cell(record, index.role),
      guardians: cell(record, index.guardians),
    },
  }));
}

/** A checked person of the list: what will be invited (with their guardians' addresses), or what keeps them from it. */
export interface CheckedRow extends ClassListRow {
  invite: { name: string; surname: string; email: string; role: InvitationRole; guardians: string[] } | null;
}

/**
 * Reads a class list and checks every person on it, as the preview shows them and as sending
 * invites them: their names and address by the rules of the invitee's own form, a role `maker`
 * may invite (the list's, or `defaultRole` where it names none; never a guardian, who comes with
 * their pupil's row), an address on the list once and with no account nor invitation waiting yet.
 * A pupil's guardians' addresses are checked alike, each on its own: valid, not the pupil's, on
 * the list once, with no account (an administrator links an existing one) nor invitation waiting.
 * Each problem is a refused field's code, by column; a row with any waits whole, guardians too.
 */
export async function checkClassList(db: Db, maker: AuthUser, csv: string, defaultRole: InvitationRole): Promise<CheckedRow[]> {
  const read = readRows(csv);
  const emails = read.map((row) => plain(row.cells.email));
  const guardianCells = read.map((row) => guardianAddresses(plain(row.cells.guardians)));
  const addresses = [...new Set([...emails, ...guardianCells.flat()].filter(Boolean))];
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
  // Each address once on the whole list, as a pupil's or as a guardian's (a cell's own repeats
  // aside, and a pupil's own address in their guardians' cell, which is refused as that).
  const seen = new Map<string, number>();
  const counted = [...emails, ...guardianCells.flatMap((cell, at) => cell.filter((guardian) => guardian !== emails[at]))];
  for (const email of counted) seen.set(email, (seen.get(email) ?? 0) + 1);
  const mayInviteGuardians = invitationPolicy.can(maker, 'invite', 'guardian');

  return read.map(({ line, cells }, at) => {
    const problems: Partial<Record<string, FieldCode>> = {};
    const parsed = personFields.safeParse(cells);
    if (!parsed.success) for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issueCode(issue.message);
    const role = cells.role ? ROLE_WORDS[plain(cells.role)] : defaultRole;
    if (!role || !INVITATION_ROLES.includes(role)) problems.role = 'invitation_role_invalid';
    else if (role === 'guardian') problems.role = 'class_list_guardian_row';
    else if (!invitationPolicy.can(maker, 'invite', role)) problems.role = 'class_list_role_denied';
    const email = parsed.success ? parsed.data.email : plain(cells.email);
    if (!problems.email && email && taken.has(email)) problems.email = 'email_in_use';
    if (!problems.email && email && (seen.get(email) ?? 0) > 1) problems.email = 'class_list_duplicate';
    if (!problems.email && email && invited.has(email)) problems.email = 'class_list_already_invited';

    const guardians = guardianCells[at]!.map((written) => ({ email: written, problem: guardianProblem(written) as FieldCode | null }));
    function guardianProblem(written: string): FieldCode | null {
      const checked = address.safeParse(written);
      if (!checked.success) return 'class_list_guardian_invalid';
      if (checked.data === email) return 'class_list_guardian_is_pupil';
      if (taken.has(checked.data)) return 'class_list_guardian_has_account';
      if ((seen.get(checked.data) ?? 0) > 1) return 'class_list_guardian_duplicate';
      if (invited.has(checked.data)) return 'class_list_guardian_already_invited';
      return null;
    }
    if (guardians.length > 0) {
      // Only a pupil has guardians.
      if (role !== 'pupil') problems.guardians = 'class_list_guardian_not_pupil';
      else if (!mayInviteGuardians) problems.guardians = 'class_list_role_denied';
      else problems.guardians = guardians.find((guardian) => guardian.problem)?.problem ?? undefined;
      if (!problems.guardians) delete problems.guardians;
    }
    const ok = parsed.success && role && Object.keys(problems).length === 0;
    return {
      line,
      name: cells.name,
      surname: cells.surname,
      email: cells.email,
      role: role ?? cells.role,
      problems: problems as Record<string, string>,
      // On a row that cannot have guardians, the addresses are shown as written, the row's problem said once.
      guardians: role === 'pupil' ? guardians : guardians.map((guardian) => ({ ...guardian, problem: null })),
      invite: ok ? { name: parsed.data.name, surname: parsed.data.surname, email: parsed.data.email, role, guardians: guardians.map((guardian) => guardian.email) } : null,
    };
  });
}

/** The row as the preview shows it: without what sending needs. */
export const presentRow = ({ invite: _invite, ...row }: CheckedRow): ClassListRow => row;

