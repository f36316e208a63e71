import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CommentText } from '../../../entities/comments/CommentText';
import { MemberPhoto } from '../../../entities/member-card/MemberPhoto';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { ModerationEntry } from '../api/get-moderation-queue';

export type ModerationAction = 'dismiss' | 'hide' | 'delete';

const BADGE = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';
const PHOTO_SIZE = 64;

/**
 * Where a reported thing is, linked: a post itself; a comment in its thread, under a post or an
 * update or help request; an update or help request on its own page, named with its
 * collaboration (the page shows moderators a hidden one too); a profile by its member's name, which
 * has no page of its own (its photo and words are shown here).
 */
function usePlace(entry: ModerationEntry): { within: string | null; title: string; path: string | null } {
  const { t } = useTranslation();
  if (entry.subject.type === 'profile') return { within: t('moderation.profileOf'), title: entry.author ? t('moderation.personName', entry.author) : t('moderation.formerAuthor'), path: null };
  if (entry.collaboration && entry.item && entry.itemKind) {
    const path = paths.itemPage(entry.itemKind, entry.collaboration.id, entry.item.id);
    if (entry.subject.type === 'comment') return { within: t('moderation.under'), title: entry.item.title, path: `${path}#comment-${entry.subject.id}` };
    return { within: t('moderation.inCollaboration'), title: entry.collaboration.title, path };
  }
  const post = entry.post!;
  if (entry.subject.type === 'comment') return { within: t('moderation.under'), title: post.title, path: `${paths.blogPost(post.id)}#comment-${entry.subject.id}` };
  return { within: null, title: post.title, path: paths.blogPost(post.id) };
}

/**
 * One reported thing in the queue: what it is and where (a post, a comment under the post, an
 * update or help request in its collaboration, linked), whose, when, what it says, its state (held by the reports, hidden, its author stopped
 * from commenting), every open report with its reason, reporter and words, and the decisions.
 */
export function ModerationEntryRow({ entry, onDecide }: { entry: ModerationEntry; onDecide: (action: ModerationAction) => void }) {
  const { t } = useTranslation();
  const { formatDateTime, formatDate } = useDateFormat();
  const where = usePlace(entry);
  const headingId = `report-${entry.subject.id}`;

  return (
    <li className="p-5 sm:p-6">
      <article aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className={`${BADGE} bg-brand-50 text-brand-900 ring-1 ring-brand-200`}>{t(`moderation.kind.${entry.itemKind ?? (entry.subject.type === 'item' ? 'update' : entry.subject.type)}`)}</span>
          {entry.held ? (
            <span className={`${BADGE} bg-amber-50 text-amber-900 ring-1 ring-amber-200`}>{t('moderation.held')}</span>
          ) : (
            entry.hidden && <span className={`${BADGE} bg-slate-100 text-slate-800 ring-1 ring-slate-300`}>{t('moderation.hidden')}</span>
          )}
        </div>
        <h2 id={headingId} className="mt-2 text-lg font-semibold text-brand-900">
          {where.within && <span className="font-normal text-slate-700">{where.within} </span>}
          {where.path ? (
            <Link to={where.path} className="underline underline-offset-4 hover:text-brand-700">
              {where.title}
            </Link>
          ) : (
            where.title
          )}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {entry.subject.type === 'profile' ? t('moderation.lastChanged') : entry.author ? `${t('moderation.by', entry.author)} · ` : `${t('moderation.formerAuthor')} · `}
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </p>
        <blockquote className="mt-3 flex items-start gap-4 rounded-xl bg-slate-50 px-4 py-3 text-slate-900 ring-1 ring-slate-200">
          {entry.subject.type === 'profile' && (
            <MemberPhoto image={entry.image} size={PHOTO_SIZE} alt={entry.image && entry.author ? t('moderation.photoOf', entry.author) : ''} loading="lazy" decoding="async" className="size-16 shrink-0 rounded-full bg-brand-100 object-cover" />
          )}
          <div className="min-w-0">{entry.text ? <CommentText text={entry.text} /> : <p className="text-slate-600 italic">{t('moderation.noWords')}</p>}</div>
        </blockquote>
        {entry.authorBannedUntil && <p className="mt-2 text-sm font-medium text-amber-900">{t('moderation.banned', { date: formatDate(entry.authorBannedUntil) })}</p>}
        <h3 className="mt-4 text-sm font-semibold text-slate-800">{t('moderation.reportsHeading', { count: entry.reports.length })}</h3>
        <ul className="mt-2 space-y-2">
          {entry.reports.map((report) => (
            <li key={report.id} className="rounded-lg border-l-4 border-accent-500 bg-white px-3 py-2 text-sm ring-1 ring-slate-200">
              <p>
                <span className="font-semibold text-slate-900">{t(`moderation.reason.${report.reason}`)}</span>
                <span className="text-slate-700">
                  {' · '}
                  {report.reason === 'watched_word'
                    ? t('moderation.flaggedBy', { phrase: report.words ?? '' })
                    : report.reporter
                      ? t('moderation.reportedBy', report.reporter)
                      : t('moderation.formerReporter')}
                  {' · '}
                  <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                </span>
              </p>
              {report.reason !== 'watched_word' && report.words && <p className="mt-1 whitespace-pre-line text-slate-800">{report.words}</p>}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => onDecide('dismiss')}>
            {t('moderation.dismiss')}
          </button>
          <button type="button" className="btn-primary" onClick={() => onDecide('hide')}>
            {t('moderation.hide')}
          </button>
          {entry.subject.type !== 'post' && entry.subject.type !== 'profile' && (
            <button type="button" className="btn-secondary text-danger" onClick={() => onDecide('delete')}>
              {t('moderation.delete')}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}
