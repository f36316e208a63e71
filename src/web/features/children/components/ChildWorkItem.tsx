import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import type { ChildWork } from '../api/get-children';
import { WorkState } from './WorkState';

/** The page of a piece: a post's own, an update's or help request's in its collaboration. */
function workPath(work: ChildWork): string {
  if (work.type === 'post' || !work.collaboration) return paths.blogPost(work.id);
  return paths.itemPage(work.type, work.collaboration.id, work.id);
}

/**
 * One post, update or help request of a child: its title (leading to its page, where the guardian
 * reads it whole), what it is and where, its state in words, the teacher's note when it was sent
 * back, and when it was written. Nothing here changes it; `action` is what the guardian may ask.
 */
export function ChildWorkItem({ work, action }: { work: ChildWork; action?: ReactNode }) {
  const { t } = useTranslation();
  const { formatDate } = useDateFormat();
  const changed = work.updatedAt.slice(0, 10) !== work.createdAt.slice(0, 10);
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <Link to={workPath(work)} className="text-lg font-semibold text-brand-900 underline-offset-2 hover:underline">
            {work.title}
          </Link>
          <p className="mt-0.5 text-sm text-slate-700">
            {t(`children.kinds.${work.type}`)}
            {work.collaboration && <> · {t('children.inCollaboration', { title: work.collaboration.title })}</>}
          </p>
        </div>
        <WorkState state={work.state} />
      </div>
      {work.state === 'sent_back' && work.note && (
        // The teacher's words, as they wrote them: line breaks kept, long words broken.
        <div className="mt-3 rounded-xl bg-red-50 px-4 py-3 text-sm ring-1 ring-red-200">
          <p className="font-medium text-red-950">{t('children.teacherNote')}</p>
          <blockquote className="mt-1 border-l-4 border-red-300 pl-3 whitespace-pre-line text-slate-800 [overflow-wrap:anywhere]">{work.note}</blockquote>
        </div>
      )}
      <p className="mt-3 text-sm text-slate-600">
        <time dateTime={work.createdAt}>{t('children.written', { date: formatDate(work.createdAt) })}</time>
        {changed && (
          <>
            {', '}
            <time dateTime={work.updatedAt}>{t('children.changed', { date: formatDate(work.updatedAt) })}</time>
          </>
        )}
      </p>
      {action && <div className="mt-3">{action}</div>}
    </li>
  );
}
