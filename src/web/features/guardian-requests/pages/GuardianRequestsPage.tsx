import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWER_ROLES } from '../../../../shared/constants.js';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { RefusedPage } from '../../../components/RefusedPage';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { useGuardianRequestQueue, type GuardianRequestEntry } from '../api/get-guardian-request-queue';
import { DecisionDialog, type Outcome } from '../components/DecisionDialog';
import { GuardianRequestRow } from '../components/GuardianRequestRow';

const LIST = 'divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

/**
 * /guardian-requests: what guardians asked about their children, oldest first, for teachers
 * (requests to hide) and administrators (those and requests to erase) to decide. Each decision
 * is asked in a dialog that says what it will do, with the note the guardian reads; its outcome
 * is announced on the page. Other members are told plainly it is not for them, as the review
 * page does (the server refuses them anyway).
 */
export function GuardianRequestsPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  // Only a mirror of the server, which refuses the queue to members anyway.
  const decider = user ? REVIEWER_ROLES.includes(user.role) : false;
  const queue = useGuardianRequestQueue(decider);
  const [deciding, setDeciding] = useState<{ entry: GuardianRequestEntry; outcome: Outcome } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  if (user === undefined) return <Spinner label={t('loading.text')} />;
  if (!decider) {
    return <RefusedPage documentTitle={t('guardianRequests.documentTitle')} heading={t('guardianRequests.heading')} text={t('apiErrors.reviewers_only')} />;
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('guardianRequests.documentTitle')}</title>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-4xl">
        {t('guardianRequests.heading')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('guardianRequests.intro')}</p>
      {/* Always on the page, so the outcome of a decision is heard when it appears. */}
      <p role="status" className={announcement ? 'mt-6 rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900 ring-1 ring-emerald-200' : 'sr-only'}>
        {announcement}
      </p>
      <div className="mt-8">
        <ListStates
          query={queue}
          loadingLabel={t('guardianRequests.loading')}
          errorLabel={t('guardianRequests.errorFetching')}
          isEmpty={(data) => data.requests.length === 0}
          empty={<EmptyText>{t('guardianRequests.empty')}</EmptyText>}
        >
          {(data) => (
            <>
              <p className="mb-4 font-semibold text-brand-900">
                {t('guardianRequests.open', { count: data.open })}
                {data.open > data.requests.length && (
                  <span className="font-normal text-slate-700"> {t('guardianRequests.oldestShown', { count: data.requests.length })}</span>
                )}
              </p>
              <ul className={LIST}>
                {data.requests.map((entry) => (
                  <GuardianRequestRow
                    key={entry.id}
                    entry={entry}
                    onDecide={(outcome) => {
                      setAnnouncement('');
                      setDeciding({ entry, outcome });
                    }}
                  />
                ))}
              </ul>
            </>
          )}
        </ListStates>
      </div>
      {deciding && (
        <DecisionDialog
          key={`${deciding.entry.id}-${deciding.outcome}`}
          entry={deciding.entry}
          outcome={deciding.outcome}
          fallbackFocus={heading}
          onClose={() => setDeciding(null)}
          onDecided={(text) => {
            setDeciding(null);
            setAnnouncement(text);
          }}
        />
      )}
    </div>
  );
}
