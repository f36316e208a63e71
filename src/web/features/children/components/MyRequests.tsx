import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GuardianRequestState } from '../../../../shared/constants.js';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { useDateFormat } from '../../../lib/format-date';
import type { MyGuardianRequest, useMyRequests } from '../api/get-my-requests';

const BADGE: Record<GuardianRequestState, string> = {
  open: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  declined: 'bg-slate-200 text-slate-800',
};

/** What the guardian asked, newest first: what and about whom, where it stands, their reason and the school's answer. */
export function MyRequests({ query }: { query: ReturnType<typeof useMyRequests> }) {
  const { t } = useTranslation();
  return (
    <ListStates
      query={query}
      loadingLabel={t('children.requests.loading')}
      errorLabel={t('children.requests.errorFetching')}
      isEmpty={(data) => data.requests.length === 0}
      empty={<EmptyText>{t('children.requests.empty')}</EmptyText>}
    >
      {(data) => (
        <ul className="space-y-3">
          {data.requests.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </ListStates>
  );
}

function RequestItem({ request }: { request: MyGuardianRequest }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const { pupil, thing } = request;
  const what =
    request.kind === 'erase'
      ? t('children.requests.erase', { name: pupil.name, surname: pupil.surname })
      : thing
        ? t(`children.requests.hide.${thing.type}`, { title: thing.title })
        : t('children.requests.hideGone');
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold text-brand-900">{what}</p>
          <p className="text-sm text-slate-700">{t('children.requests.child', { name: pupil.name, surname: pupil.surname })}</p>
        </div>
        <p className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[request.state]}`}>{t(`children.requests.states.${request.state}`)}</p>
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        {request.reason && <Detail name={t('children.requests.reason')}>{request.reason}</Detail>}
        {request.note && <Detail name={t('children.requests.note')}>{request.note}</Detail>}
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        <time dateTime={request.createdAt}>{t('children.requests.asked', { date: formatDate(request.createdAt) })}</time>
        {request.decidedAt && (
          <>
            {', '}
            <time dateTime={request.decidedAt}>{t('children.requests.decided', { date: formatDate(request.decidedAt) })}</time>
          </>
        )}
      </p>
    </li>
  );
}

function Detail({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-700">{name}</dt>
      {/* Their words and the school's, as written: line breaks kept, long words broken. */}
      <dd className="mt-0.5 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
