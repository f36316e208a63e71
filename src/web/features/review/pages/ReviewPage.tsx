import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { RefusedPage } from '../../../components/RefusedPage';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { useReviewQueue } from '../api/get-review-queue';
import { ReviewEntryRow } from '../components/ReviewEntryRow';
import { REVIEWER_ROLES } from '../../../../shared/constants.js';

const LIST = 'divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

/**
 * /review: what pupils wrote, waiting for a teacher or an admin, oldest first. Each entry
 * leads to its own page, where the reviewer reads it as it will look and decides. Other
 * members are told plainly it is not for them, as the admin pages do (RequireAdmin).
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  // Only a mirror of the server, which refuses the queue to members anyway.
  const reviewer = user ? REVIEWER_ROLES.includes(user.role) : false;
  const queue = useReviewQueue(reviewer);

  if (user === undefined) return <Spinner label={t('loading.text')} />;
  if (!reviewer) {
    return <RefusedPage documentTitle={t('review.documentTitle')} heading={t('review.heading')} text={t('apiErrors.reviewers_only')} />;
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('review.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('review.heading')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('review.intro')}</p>
      <div className="mt-8">
        <ListStates
          query={queue}
          loadingLabel={t('review.loading')}
          errorLabel={t('review.errorFetching')}
          isEmpty={(data) => data.entries.length === 0}
          empty={<EmptyText>{t('review.empty')}</EmptyText>}
        >
          {(data) => (
            <>
              <p className="mb-4 font-semibold text-brand-900">
                {t('review.waiting', { count: data.waiting })}
                {data.waiting > data.entries.length && (
                  <span className="font-normal text-slate-700"> {t('review.oldestShown', { count: data.entries.length })}</span>
                )}
              </p>
              <ul className={LIST}>
                {data.entries.map((entry) => (
                  <ReviewEntryRow key={`${entry.type}-${entry.id}`} entry={entry} />
                ))}
              </ul>
            </>
          )}
        </ListStates>
      </div>
    </div>
  );
}
