import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/format-date';
import type { GuardianRequestEntry } from '../api/get-guardian-request-queue';
import type { Outcome } from './DecisionDialog';
import { subjectOf } from './subject';

const KIND_BADGE = {
  post: 'bg-brand-100 text-brand-800',
  update: 'bg-slate-100 text-slate-800',
  help: 'bg-accent-100 text-accent-700',
  erase: 'bg-red-100 text-red-900',
  gone: 'bg-slate-100 text-slate-800',
} as const;

const STATE_BADGE = {
  live: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  unpublished: 'bg-slate-50 text-slate-800 ring-slate-300',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  sent_back: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/**
 * One open request of the queue: what it asks, the thing it names in context (its title leading
 * to it, its first words, where it stands), whose child, which guardian and when, their reason in
 * their words, and the two decisions, each asked in a dialog.
 */
export function GuardianRequestRow({ entry, onDecide }: { entry: GuardianRequestEntry; onDecide: (outcome: Outcome) => void }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const subject = subjectOf(entry);
  const { thing } = entry;
  const headingId = `guardian-request-${entry.id}`;

  return (
    <li className="px-4 py-5 sm:px-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 flex-1">
          <p className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${KIND_BADGE[subject]}`}>
            {t(`guardianRequests.kind.${subject}`)}
          </p>
          <h2 id={headingId} className="mt-1.5 font-semibold break-words text-brand-900">
            {subject === 'erase' ? (
              `${entry.pupil.name} ${entry.pupil.surname}`
            ) : thing ? (
              <Link to={thing.path} className="underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700">
                {thing.title}
              </Link>
            ) : (
              t('guardianRequests.gone')
            )}
          </h2>
          {thing && (
            <>
              {thing.excerpt && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{thing.excerpt}</p>}
              <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
                <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${STATE_BADGE[thing.state]}`}>{t(`guardianRequests.thingState.${thing.state}`)}</span>
                {thing.collaboration && <span>{t('guardianRequests.inCollaboration', { title: thing.collaboration.title })}</span>}
              </p>
            </>
          )}
          <p className="mt-2 text-sm text-slate-700">
            {t('guardianRequests.child', { name: entry.pupil.name, surname: entry.pupil.surname })}
            {' · '}
            {t('guardianRequests.askedBy', { name: entry.guardian.name, surname: entry.guardian.surname })}
            {' · '}
            <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
          </p>
          <div className="mt-3 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('guardianRequests.reason')}</p>
            {entry.reason ? (
              <p className="mt-0.5 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{entry.reason}</p>
            ) : (
              <p className="mt-0.5 text-slate-600 italic">{t('guardianRequests.noReason')}</p>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3 sm:flex-col">
          <button type="button" className="btn-primary" onClick={() => onDecide('approved')}>
            {t('guardianRequests.approve')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => onDecide('declined')}>
            {t('guardianRequests.decline')}
          </button>
        </div>
      </article>
    </li>
  );
}
