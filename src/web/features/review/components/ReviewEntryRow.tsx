import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { ReviewEntry } from '../api/get-review-queue';

const KIND_BADGE = {
  post: 'bg-brand-100 text-brand-800',
  update: 'bg-slate-100 text-slate-800',
  help: 'bg-accent-100 text-accent-700',
  collaboration: 'bg-emerald-100 text-emerald-900',
  collaboration_change: 'bg-emerald-100 text-emerald-900',
  profile: 'bg-violet-100 text-violet-900',
  comment: 'bg-sky-100 text-sky-900',
} as const satisfies Record<ReviewEntry['type'], string>;

/**
 * Where an entry is read as it will look: its post's page; its item's in its collaboration; a
 * new collaboration's own page (it is inactive until it is approved, and its status waits too);
 * a change beside what it replaces; a comment under the title of its post.
 */
function previewPath(entry: ReviewEntry): string {
  switch (entry.type) {
    case 'post':
      return paths.blogPost(entry.id);
    case 'update':
      return paths.updatePage(entry.collaboration?.id ?? '', entry.id);
    case 'help':
      return paths.helpPage(entry.collaboration?.id ?? '', entry.id);
    case 'collaboration':
      return paths.collaborationPage('inactive', entry.id);
    case 'collaboration_change':
      return paths.collaborationChange(entry.id);
    case 'profile':
      return paths.profileChange(entry.id);
    case 'comment':
      return paths.commentReview(entry.id);
  }
}

/** One post, update or help request of the queue: what it is, who wrote it where and when, and the way to read it. */
export function ReviewEntryRow({ entry }: { entry: ReviewEntry }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const author = entry.author.id === null ? t('memberCard.formerMember') : t('review.byAuthor', { name: entry.author.name, surname: entry.author.surname });

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <p className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold tracking-wide uppercase ${KIND_BADGE[entry.type]}`}>
          {t(`review.kind.${entry.type}`)}
        </p>
        <h2 className="mt-1.5 font-semibold break-words text-brand-900">{entry.type === 'comment' ? t('review.commentOn', { title: entry.title }) : entry.title}</h2>
        {entry.excerpt && <p className="mt-0.5 line-clamp-2 text-sm text-slate-600 [overflow-wrap:anywhere]">{entry.excerpt}</p>}
        <p className="mt-1 text-sm text-slate-600">
          {author}
          {entry.collaboration && entry.type !== 'collaboration' && <> · {t('review.inCollaboration', { title: entry.collaboration.title })}</>}
          {' · '}
          <time dateTime={entry.submittedAt}>{formatDate(entry.submittedAt)}</time>
        </p>
      </div>
      <Link to={previewPath(entry)} className="btn-primary shrink-0 self-start sm:self-center">
        {t('review.preview')}
        <span className="sr-only"> {entry.title}</span>
      </Link>
    </li>
  );
}
