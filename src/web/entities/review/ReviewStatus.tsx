import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewInfo } from '../../../shared/schemas/review.js';

type ReviewNoticeProps = {
  review: ReviewInfo;
  /** The reader is a teacher or admin who may decide on it, not its author. */
  reviewing?: boolean;
  /** The way on for its author: the link or button that edits it. */
  action?: ReactNode;
  /** What waits, when it is not the thing shown around it (a change to it): said instead of the usual words. */
  waitingText?: string;
  className?: string;
};

/**
 * Above a post, update or help request that is not live, for the few who see it: that it
 * waits for a teacher, or that a teacher sent it back, with their note.
 */
export function ReviewNotice({ review, reviewing = false, action, waitingText, className = 'mt-4' }: ReviewNoticeProps) {
  const { t } = useTranslation();
  if (review.state === 'waiting') {
    return (
      <div className={`rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 ${className}`}>
        <p>
          <strong className="font-semibold">{t('reviewState.waiting')}</strong> ·{' '}
          {waitingText ?? (reviewing ? t('reviewState.waitingForYou') : t('reviewState.waitingText'))}
        </p>
        {action && <div className="mt-2">{action}</div>}
      </div>
    );
  }
  return (
    <div className={`rounded-xl bg-red-50 px-4 py-3 text-sm text-red-950 ring-1 ring-red-200 ${className}`}>
      <p className="font-semibold">{t('reviewState.sentBackHeading')}</p>
      {review.note && (
        // The teacher's words, as they wrote them: line breaks kept, long words broken.
        <div className="mt-2">
          <p className="font-medium">{t('reviewState.note')}</p>
          <blockquote className="mt-1 border-l-4 border-red-300 pl-3 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">
            {review.note}
          </blockquote>
        </div>
      )}
      <p className="mt-2">{reviewing ? t('reviewState.sentBackForReviewer') : t('reviewState.sentBackText')}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}

/** On a card of its author's own lists: why nobody else sees it yet. */
export function ReviewBadge({ review, className = '' }: { review: ReviewInfo; className?: string }) {
  const { t } = useTranslation();
  const colours = review.state === 'waiting' ? 'bg-amber-100 text-amber-900' : 'bg-red-100 text-red-900';
  return (
    <p className={`self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${colours} ${className}`}>
      {review.state === 'waiting' ? t('reviewState.waiting') : t('reviewState.sentBack')}
    </p>
  );
}
