import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ProfileChange } from '../../../../shared/schemas/profiles.js';
import { LoadError } from '../../../components/LoadError';
import { useMemberCard } from '../../../entities/member-card/get-member-card';
import { ReviewPanel } from '../../../entities/review/ReviewPanel';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useProfileChange } from '../api/get-profile-change';
import { changedDetails } from '../components/changed-details';
import { ProfileCard } from '../components/ProfileCard';
import { ProfileChangeNotFound } from '../components/ProfileChangeNotFound';

/**
 * /profile-change/:userId: a pupil's change to their profile as their card will look once
 * approved, beside the card everyone sees until then. The pupil finds the way to change it
 * again; a teacher or admin decides on it under it.
 */
export function ProfileChangePage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const change = useProfileChange(userId);

  // A decision asks for the change again, which is gone once approved, just before the panel
  // leads to the queue: what was read stays on screen until then, rather than "not found".
  if (change.data) return <ChangeView change={change.data} />;
  if (change.isPending) return <Spinner label={t('profileChange.loading')} />;
  // The server says 404 both when there is none and when it is not the reader's to see.
  if (change.error instanceof ApiError && change.error.status === 404) return <ProfileChangeNotFound />;
  return (
    <div className="px-4 py-16">
      <LoadError label={t('profileChange.errorFetching')} detail={change.error?.message} onRetry={() => void change.refetch()} />
    </div>
  );
}

function ChangeView({ change }: { change: ProfileChange }) {
  const { t } = useTranslation();
  const shown = useMemberCard(change.id);
  const names = { name: change.name, surname: change.surname };
  // Whoever reads it but its author is a teacher or admin (nobody else may): told what it waits for.
  const reviewer = !change.canRevise;

  let current: ReactNode;
  if (shown.isPending) current = <Spinner label={t('profileChange.loading')} />;
  else if (shown.isError) current = <LoadError label={t('profileChange.errorFetchingShown')} detail={shown.error.message} onRetry={() => void shown.refetch()} />;
  else current = <ProfileCard member={shown.data} />;

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('profileChange.documentTitle', names)}</title>
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">
        {t('profileChange.heading', names)}
      </h1>
      <ReviewNotice
        review={change.review}
        reviewing={reviewer}
        waitingText={reviewer ? undefined : t('profile.changeWaits')}
        action={
          change.canRevise && (
            <Link to={paths.editProfile()} className="btn-secondary">
              {t('profileChange.editYourProfile')}
            </Link>
          )
        }
      />

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <Version heading={t('profileChange.proposed')} highlighted>
          <ProfileCard member={change} changed={shown.data ? changedDetails(change, shown.data) : undefined} />
        </Version>
        <Version heading={t('profileChange.shownNow')}>{current}</Version>
      </div>

      {change.canReview && <ReviewPanel subject={{ type: 'profile', id: change.id, version: change.review.version }} />}
    </article>
  );
}

/** One version of the profile under its label; the proposed one is set apart by its frame. */
function Version({ heading, highlighted = false, children }: { heading: string; highlighted?: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-2xl bg-white p-5 shadow-sm sm:p-8 ${highlighted ? 'ring-2 ring-amber-300' : 'ring-1 ring-slate-200'}`}>
      <h2 id={id} className="mb-5 text-sm font-bold tracking-wider text-accent-700 uppercase">
        {heading}
      </h2>
      {children}
    </section>
  );
}
