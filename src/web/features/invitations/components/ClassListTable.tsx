import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INVITATION_ROLES, type InvitationRole } from '../../../../shared/constants.js';
import { fieldIssue, fieldMessage, issueCode } from '../../../../shared/error-messages.js';
import { fieldWords } from '../../../lib/refusal-words';
import type { ClassListRow } from '../api/preview-class-list';

const COLUMNS = ['line', 'name', 'surname', 'email', 'role', 'guardians', 'problem'] as const;

/**
 * The columns' widths on wide screens, fixed so that the table keeps to its box however long an
 * address or a problem's words are (they wrap); the problem takes what is left.
 */
const WIDTHS: Record<(typeof COLUMNS)[number], string> = {
  line: 'w-20',
  name: 'w-[10%]',
  surname: 'w-[11%]',
  email: 'w-[17%]',
  role: 'w-24',
  guardians: 'w-[17%]',
  problem: '',
};

/** The value of a cell a problem names: marked by weight and a wavy line as well as by colour. */
const FAULTY_VALUE = 'font-semibold text-danger underline decoration-wavy decoration-1 underline-offset-4';

/** A problem's words in the reader's language, from its field's code (an unknown code reads as the general "not valid"). */
function problemWords(code: string): string {
  const known = issueCode(code);
  return fieldWords(fieldIssue(known), fieldMessage(known));
}

const isRole = (role: string): role is InvitationRole => (INVITATION_ROLES as readonly string[]).includes(role);

/**
 * The rows of a checked class list, as the file has them, each with what keeps it from being
 * invited. A refused row is marked by its words ("Refused", and why) as well as by its colour
 * and its edge, and so is each cell a problem names; a guardian's address a problem names is
 * marked in its cell and named with its problem. On narrow screens each row is a card whose
 * cells name their columns, as in the admin area's tables.
 */
export function ClassListTable({ rows }: { rows: ClassListRow[] }) {
  const { t } = useTranslation();
  const column = (name: (typeof COLUMNS)[number]) => t(`invitations.classList.columns.${name}`);
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
      <table className="w-full text-left text-sm md:table-fixed">
        <caption className="sr-only">{t('invitations.classList.caption')}</caption>
        <thead className="hidden bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase md:table-header-group">
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className={`px-2 py-3 first:pl-3 ${WIDTHS[name]}`}>
                {column(name)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const problems = Object.entries(row.problems);
            const refused = problems.length > 0;
            const faulty = (name: string) => Object.hasOwn(row.problems, name);
            return (
              <tr
                key={row.line}
                className={`block border-t border-l-4 border-t-slate-200 px-4 py-3 md:table-row md:p-0 ${refused ? 'border-l-danger bg-red-50' : 'border-l-emerald-600 bg-white'}`}
              >
                <Cell heading={column('line')} header className="font-semibold tabular-nums">
                  {row.line}
                </Cell>
                <Cell heading={column('name')} faulty={faulty('name')}>
                  <Value text={row.name} />
                </Cell>
                <Cell heading={column('surname')} faulty={faulty('surname')}>
                  <Value text={row.surname} />
                </Cell>
                <Cell heading={column('email')} faulty={faulty('email')}>
                  <Value text={row.email} />
                </Cell>
                <Cell heading={column('role')} faulty={faulty('role')}>
                  <Value text={isRole(row.role) ? t(`invitations.roles.${row.role}`) : row.role} />
                </Cell>
                <Cell heading={column('guardians')} faulty={faulty('guardians') && row.guardians.every((guardian) => !guardian.problem)}>
                  {row.guardians.length === 0 ? (
                    <Value text="" />
                  ) : (
                    <ul className="inline md:block">
                      {row.guardians.map((guardian) => (
                        <li key={guardian.email} className={guardian.problem ? FAULTY_VALUE : ''}>
                          {guardian.email}
                        </li>
                      ))}
                    </ul>
                  )}
                </Cell>
                <Cell heading={column('problem')}>
                  {refused ? (
                    <>
                      <span className="rounded-full bg-white px-2 py-0.5 text-xs font-bold text-danger ring-1 ring-red-300">{t('invitations.classList.rowRefused')}</span>
                      <ul className="mt-1.5 space-y-1">
                        {problems.flatMap(([name, code]) => {
                          // Each guardian's address its problem names, said with it; else the column's one problem.
                          const refusedGuardians = name === 'guardians' ? row.guardians.filter((guardian) => guardian.problem) : [];
                          if (refusedGuardians.length === 0) return [<li key={name}>{problemWords(code)}</li>];
                          return refusedGuardians.map((guardian) => (
                            <li key={`guardian-${guardian.email}`}>
                              <span className="font-semibold [overflow-wrap:anywhere]">{guardian.email}</span>
                              {': '}
                              {problemWords(guardian.problem!)}
                            </li>
                          ));
                        })}
                      </ul>
                    </>
                  ) : (
                    <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200">
                      {t('invitations.classList.rowReady')}
                    </span>
                  )}
                </Cell>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type CellProps = {
  /** The column's heading, said before the value where the table's head is hidden. */
  heading: string;
  /** The row's header cell (its line), which names the row to a screen reader moving along a column. */
  header?: boolean;
  /** A problem names this cell's value. */
  faulty?: boolean;
  className?: string;
  children: ReactNode;
};

function Cell({ heading, header = false, faulty = false, className = '', children }: CellProps) {
  const Tag = header ? 'th' : 'td';
  return (
    <Tag scope={header ? 'row' : undefined} className={`block py-0.5 align-top break-words text-slate-900 md:table-cell md:px-2 md:py-3 md:first:pl-3 ${className}`}>
      <span className="mr-1 text-xs font-medium text-slate-600 md:hidden">{heading}:</span>
      {faulty ? <span className={FAULTY_VALUE}>{children}</span> : children}
    </Tag>
  );
}

/** A cell's text, or a dash for an empty one (read out as "empty"). */
function Value({ text }: { text: string }) {
  const { t } = useTranslation();
  if (text !== '') return <>{text}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('invitations.classList.empty')}</span>
    </>
  );
}
