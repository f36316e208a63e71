import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminMember } from '../../../../shared/schemas/admin.js';
import { useSessionUser } from '../../../lib/session';
import { useMembers } from '../api/get-members';
import { AddMemberForm } from '../components/AddMemberForm';
import { AdminPager } from '../components/AdminPager';
import { AdminCell, AdminRow, AdminTable } from '../components/AdminTable';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { useDateFormat } from '../../../lib/format-date';
import { MarkLeftBar } from '../components/MarkLeftBar';
import { MemberActions } from '../components/MemberActions';
import { readPage } from '../components/page-param';

/** /admin/members: search, page through and manage every account; add new ones. */
export function MembersPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const page = readPage(search);
  const members = useMembers(q, page);
  const me = useSessionUser();
  const [adding, setAdding] = useState(false);
  const [managing, setManaging] = useState<string | null>(null);
  // What the last erasure said: the member's row is gone with them, so the page says it.
  const [erased, setErased] = useState<string | null>(null);
  // The pupils chosen to mark as having left, by id with their names; kept across pages and searches.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());

  function choose(member: AdminMember, on: boolean) {
    const next = new Map(chosen);
    if (on) next.set(member.id, `${member.name} ${member.surname}`);
    else next.delete(member.id);
    setChosen(next);
  }

  function handleSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setSearch(text ? { q: text } : {});
  }

  return (
    <div className="space-y-6">
      <title>{t('admin.membersTitle')}</title>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form role="search" className="flex w-full max-w-md items-end gap-2" onSubmit={handleSearch} noValidate>
          <div className="flex-1">
            <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-700">
              {t('admin.search')}
            </label>
            {/* Keyed by the address's q: going back or clearing shows what is searched. */}
            <input key={q} id={`${id}-q`} name="q" type="search" defaultValue={q} maxLength={100} className="field mt-1" />
          </div>
          <button type="submit" className="btn-primary">
            {t('admin.searchButton')}
          </button>
        </form>
        {!adding && (
          <button type="button" className="btn-accent" onClick={() => setAdding(true)}>
            {t('admin.addMember')}
          </button>
        )}
      </div>
      {adding && <AddMemberForm onClose={() => setAdding(false)} />}

      {erased && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800 ring-1 ring-emerald-200">
          {erased}
        </p>
      )}
      <MarkLeftBar chosen={chosen} onClear={() => setChosen(new Map())} />
      <ListStates
        query={members}
        loadingLabel={t('admin.loading')}
        errorLabel={t('admin.errorFetchingMembers')}
        isEmpty={(data) => data.members.length === 0}
        empty={<EmptyText>{q ? t('admin.noMembersFound', { q }) : t('admin.noMembers')}</EmptyText>}
      >
        {(data) => (
          <>
            <AdminTable
              caption={t('admin.membersCaption')}
              columns={[
                <span className="sr-only">{t('admin.formerPupils.choose')}</span>,
                t('admin.name'),
                t('admin.surname'),
                t('admin.email'),
                t('admin.role'),
                t('admin.status'),
                t('admin.secondFactor'),
                t('admin.lastSignIn'),
                <span className="sr-only">{t('admin.actions')}</span>,
              ]}
            >
              {data.members.map((member) => (
                <Fragment key={member.id}>
                  <MemberRow
                    member={member}
                    chosen={chosen.has(member.id)}
                    onChoose={(on) => choose(member, on)}
                    expanded={managing === member.id}
                    panelId={`${id}-${member.id}`}
                    onToggle={() => setManaging(managing === member.id ? null : member.id)}
                  />
                  {managing === member.id && (
                    <tr className="block bg-brand-50/60 md:table-row">
                      <td id={`${id}-${member.id}`} colSpan={9} className="block px-4 py-5 md:table-cell">
                        <MemberActions
                          member={member}
                          isSelf={member.id === me?.id}
                          successors={[
                            ...(me ? [{ id: me.id, label: t('admin.eraseYou', { name: `${me.name} ${me.surname}` }) }] : []),
                            ...data.members
                              .filter((other) => other.id !== member.id && other.id !== me?.id && other.status === 'active')
                              .map((other) => ({ id: other.id, label: `${other.name} ${other.surname}` })),
                          ]}
                          onErased={(message) => {
                            setManaging(null);
                            setErased(message);
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </AdminTable>
            <AdminPager page={page} hasNext={data.hasNext} />
          </>
        )}
      </ListStates>
    </div>
  );
}

type MemberRowProps = {
  member: AdminMember;
  /** Whether the pupil is chosen to mark as having left, and the way to choose them. */
  chosen: boolean;
  onChoose: (on: boolean) => void;
  expanded: boolean;
  panelId: string;
  onToggle: () => void;
};

/** Whether an account may be marked as having left: a pupil's, not marked yet. */
const mayLeave = (member: AdminMember) => member.needsReview && (member.status === 'active' || member.status === 'disabled');

function MemberRow({ member, chosen, onChoose, expanded, panelId, onToggle }: MemberRowProps) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const owner = `${member.name} ${member.surname}`;
  return (
    <AdminRow>
      <td className="block pb-1 md:table-cell md:py-3 md:pr-0 md:pl-3">
        {mayLeave(member) && (
          <label className="inline-flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" className="size-5 accent-brand-700" checked={chosen} onChange={(event) => onChoose(event.currentTarget.checked)} />
            <span className="md:sr-only">{t('admin.formerPupils.chooseOne', { owner })}</span>
          </label>
        )}
      </td>
      <Cell label={t('admin.name')} strong>{member.name}</Cell>
      <Cell label={t('admin.surname')} strong>{member.surname}</Cell>
      <Cell label={t('admin.email')}>
        <span className="break-all">{member.email}</span>
      </Cell>
      <Cell label={t('admin.role')}>
        {/* The badge wraps under the role without an indent when the column is narrow. */}
        <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
          {t(`admin.roles.${member.role}`)}
          {member.needsReview && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200">
              {t('admin.needsReview')}
            </span>
          )}
        </span>
      </Cell>
      <Cell label={t('admin.status')}>
        <span
          className={
            member.status === 'active'
              ? 'rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200'
              : 'rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-danger ring-1 ring-red-200'
          }
        >
          {t(`admin.statuses.${member.status}`)}
        </span>
        {member.profileHidden && (
          <span className="ml-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200">{t('admin.profileHidden')}</span>
        )}
      </Cell>
      <Cell label={t('admin.secondFactor')}>{member.twoFactorEnabled ? t('admin.on') : t('admin.off')}</Cell>
      <Cell label={t('admin.lastSignIn')}>
        {member.lastSignInAt ? formatDateTime(member.lastSignInAt) : t('admin.never')}
      </Cell>
      <td className="block pt-2 md:table-cell md:px-3 md:py-3 md:text-right">
        <button type="button" className="btn-secondary whitespace-nowrap" aria-expanded={expanded} aria-controls={expanded ? panelId : undefined} onClick={onToggle}>
          {t('admin.manage')}
          <span className="sr-only"> {owner}</span>
        </button>
      </td>
    </AdminRow>
  );
}

/** A member's detail: names stand out, the rest is plain. */
function Cell({ label, strong = false, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <AdminCell label={label} className={strong ? 'font-semibold text-brand-900' : 'text-slate-700'}>
      {children}
    </AdminCell>
  );
}
