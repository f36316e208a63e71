import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLiveStatus } from '../../lib/live';
import { paths } from '../../lib/paths';
import { CountBadge } from '../../components/CountBadge';
import { useReviewCount } from './get-review-count';

function ClipboardIcon(props: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4.5V3.5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v1" />
      <path d="m9 13 2 2 4-4" />
    </svg>
  );
}

/**
 * Beside the bell, for teachers and admins on every page: the review queue, with how many
 * pieces of pupils' work wait for them. It takes its room whether or not anything waits, so
 * nothing beside it moves; the number follows the reader's live news, or is asked for every
 * half minute without it.
 */
export function ReviewCountLink() {
  const { t } = useTranslation();
  // The bell beside it holds the tab's live news of the reader's notifications, which asks this again.
  const poll = useLiveStatus() !== 'live';
  const waiting = useReviewCount(true, { poll }).data?.waiting ?? 0;
  return (
    <Link
      to={paths.review()}
      aria-label={waiting > 0 ? t('reviewCount.waiting', { count: waiting }) : t('reviewCount.none')}
      title={waiting > 0 ? t('reviewCount.waiting', { count: waiting }) : t('reviewCount.none')}
      className="icon-button relative size-10"
    >
      <ClipboardIcon className="size-6" />
      <CountBadge count={waiting} colour="amber" />
    </Link>
  );
}
