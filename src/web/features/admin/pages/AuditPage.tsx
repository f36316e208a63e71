import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUDIT_ACTIONS, SYSTEM_AUDIT_ACTIONS, type AuditAction } from '../../../../shared/constants.js';
import type { AuditEntryView } from '../../../../shared/schemas/admin.js';
import { useAudit } from '../api/get-audit';
import { membersQueryOptions } from '../api/get-members';
import { AdminPager } from '../components/AdminPager';
import { AdminCell, AdminRow, AdminTable } from '../components/AdminTable';
import { detailName, detailText, wordFor, type DetailWords } from '../components/audit-details';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { PersonPicker, type PickedPerson } from '../../../components/PersonPicker';
import { paths } from '../../../lib/paths';
import { useDateFormat } from '../../../lib/format-date';
import { readPage } from '../components/page-param';

/** /admin/audit: who did what and when, narrowed by action and by user (as actor or target). */
export function AuditPage() {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const userId = search.get('userId') ?? '';
  const action = search.get('action') ?? '';
  const page = readPage(search);
  const audit = useAudit({ userId, action, page });
  const labels = t('admin.auditActions', { returnObjects: true }) as Record<string, string>;
  const label = (code: string) => labels[code.replace('.', '_')] ?? code;

  function handleFilter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    const nextUser = String(data.get('userId') ?? '').trim();
    const nextAction = String(data.get('action') ?? '');
    if (nextUser) next.set('userId', nextUser);
    if (nextAction) next.set('action', nextAction);
    setSearch(next);
  }

  return (
    <div className="space-y-6">
      <title>{t('admin.auditTitle')}</title>
      {/* Keyed by the filter in the address, so the fields show what the list shows. */}
      <form key={`${userId}|${action}`} className="flex flex-wrap items-start gap-3" onSubmit={handleFilter} noValidate>
        <div>
          <label htmlFor={`${id}-action`} className="block text-sm font-medium text-slate-700">
            {t('admin.action')}
          </label>
          <select id={`${id}-action`} name="action" defaultValue={action} className="field mt-1">
            <option value="">{t('admin.allActions')}</option>
            {AUDIT_ACTIONS.map((code) => (
              <option key={code} value={code}>
                {label(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="w-full max-w-sm">
          <AuditPersonField id={`${id}-user`} userId={userId} filtered={audit.data && !audit.isPlaceholderData ? audit.data.user : undefined} />
        </div>
        <button type="submit" className="btn-primary">
          {t('admin.filter')}
        </button>
        {(userId || action) && (
          <Link to={paths.adminAudit()} className="btn-secondary">
            {t('admin.clearFilter')}
          </Link>
        )}
      </form>

      <ListStates
        query={audit}
        loadingLabel={t('admin.loading')}
        errorLabel={t('admin.errorFetchingAudit')}
        isEmpty={(data) => data.entries.length === 0}
        empty={<EmptyText>{t('admin.noEntries')}</EmptyText>}
      >
        {(data) => (
          <>
            <AdminTable
              caption={t('admin.auditCaption')}
              columns={[t('admin.when'), t('admin.who'), t('admin.action'), t('admin.target'), t('admin.details')]}
            >
              {data.entries.map((entry) => (
                <AuditRow key={entry.id} entry={entry} actionLabel={label(entry.action)} />
              ))}
            </AdminTable>
            <AdminPager page={page} hasNext={data.hasNext} />
          </>
        )}
      </ListStates>
    </div>
  );
}

/**
 * The filter by member: a search by name to choose them from those found, whose id goes with the
 * form (the address keeps the id). The member the log is narrowed to is shown chosen, by name,
 * or as a former member when that account was erased since.
 */
function AuditPersonField({ id, userId, filtered }: { id: string; userId: string; filtered: PickedPerson | null | undefined }) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState<PickedPerson | null>(null);
  // Nothing is asked until something is typed: the whole membership is no list to choose from.
  const members = useQuery({ ...membersQueryOptions(q, 1), enabled: q !== '' });
  // Until the log answers, the member it is narrowed to is known by id alone; then by name, or as gone.
  const named = filtered === undefined ? t('admin.loading') : t('memberCard.formerMember');
  const chosen = picked ?? filtered ?? (userId ? { id: userId, name: named, surname: '' } : null);
  const offered = q ? members.data?.members.map((member) => ({ id: member.id, name: member.name, surname: member.surname, detail: member.email })) : undefined;
  const status = !q
    ? ''
    : members.isError
      ? t('admin.auditPerson.errorSearching')
      : !offered
        ? t('admin.auditPerson.searching')
        : offered.length === 0
          ? t('admin.auditPerson.noOneMatches', { q })
          : members.data?.hasNext
            ? t('admin.auditPerson.moreFound', { count: offered.length })
            : t('admin.auditPerson.found', { count: offered.length });
  return (
    <PersonPicker
      id={id}
      label={t('admin.auditPerson.label')}
      hint={t('admin.auditPerson.hint')}
      name="userId"
      onSearch={setQ}
      people={offered}
      busy={members.isPlaceholderData}
      status={status}
      resultsLabel={t('admin.auditPerson.results')}
      chosen={chosen}
      onChoose={setPicked}
      nameOf={(person) => (person.surname ? t('memberCard.name', { name: person.name, surname: person.surname }) : person.name)}
    />
  );
}

function AuditRow({ entry, actionLabel }: { entry: AuditEntryView; actionLabel: string }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const targetTypes = t('admin.targetTypes', { returnObjects: true });
  const formerMember = t('memberCard.formerMember');
  const words: DetailWords = {
    names: t('admin.detailNames', { returnObjects: true }),
    values: t('admin.detailValues', { returnObjects: true }),
    valuesOf: t('admin.detailValuesOf', { returnObjects: true }),
    yes: t('admin.detailYes'),
    no: t('admin.detailNo'),
    formerMember,
    people: new Map(entry.people.map((person) => [person.id, person.name])),
    formatDateTime,
  };
  // Nobody signed in acts from the server's console: its entries say so.
  const fromConsole = entry.details.via ? detailText('via', entry.details.via, words) : null;
  // What an entry recorded as none (a link invitation's email, no successor) is left out.
  const details = Object.entries(entry.details).filter(([, value]) => value !== null);
  return (
    <AdminRow>
      <AdminCell label={t('admin.when')} className="md:align-top whitespace-nowrap text-slate-700">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </AdminCell>
      <AdminCell label={t('admin.who')} className="md:align-top font-semibold text-brand-900">
        {entry.actor ? (
          <Link to={paths.adminAudit({ userId: entry.actor.id })} className="underline">
            {entry.actor.name} {entry.actor.surname}
          </Link>
        ) : SYSTEM_AUDIT_ACTIONS.includes(entry.action as AuditAction) ? (
          t('admin.system')
        ) : fromConsole ? (
          fromConsole
        ) : entry.action === 'auth.sign_in_failed' ? (
          t('admin.nobody')
        ) : (
          // Anyone else acted signed in: the account the entry named is gone (erased).
          formerMember
        )}
      </AdminCell>
      <AdminCell label={t('admin.action')} className="md:align-top text-slate-800">
        {actionLabel}
      </AdminCell>
      <AdminCell label={t('admin.target')} className="md:align-top text-slate-700">
        {wordFor(targetTypes, entry.targetType)}{' '}
        {/* What people call it; the id only when nothing else is known (something deleted long ago). */}
        {entry.targetLabel ? (
          <span className="font-semibold [overflow-wrap:anywhere] text-slate-900" title={entry.targetId ?? undefined}>
            {entry.targetLabel}
          </span>
        ) : entry.targetType === 'user' && entry.targetId ? (
          // A member with no name now: their account was erased.
          <span className="font-semibold text-slate-900" title={entry.targetId}>
            {formerMember}
          </span>
        ) : (
          entry.targetId && <span className="font-mono text-xs break-all text-slate-500">{entry.targetId}</span>
        )}
      </AdminCell>
      <AdminCell label={t('admin.details')} className="md:align-top text-slate-700">
        {details.length === 0 && !entry.ipAddress ? (
          '—'
        ) : (
          <dl className="mt-0.5 md:mt-0">
            {details.map(([key, value]) => (
              <div key={key}>
                <dt className="inline font-medium">{detailName(key, words)}: </dt>
                <dd className="inline break-all">{detailText(key, value, words)}</dd>{' '}
              </div>
            ))}
            {entry.ipAddress && (
              <div>
                <dt className="inline font-medium">{t('admin.ip')}: </dt>
                <dd className="inline">{entry.ipAddress}</dd>
              </div>
            )}
          </dl>
        )}
      </AdminCell>
    </AdminRow>
  );
}
