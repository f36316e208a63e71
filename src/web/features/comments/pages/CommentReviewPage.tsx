import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyText } from '../../../components/EmptyText';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { ReviewPanel } from '../../../entities/review/ReviewPanel';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { isUuid } from '../../../../shared/ids.js';
import { useComment } from '../../../entities/comments/get-comments';
import { CommentText } from '../../../entities/comments/CommentText';
import { placePath } from '../../../entities/comments/comment-place';
import { useDateFormat } from '../../../lib/format-date';

/**
 * /comment-review/:id: a pupil's comment waiting for review, as it will read, under the title of
 * the post it answers (a link to read the post and its thread). A teacher or admin approves it or
 * sends it back with a note, then returns to the queue.
 */
export function CommentReviewPage() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const { id = '' } = useParams();
  const comment = useComment(id);

  if (!isUuid(id) || (comment.error instanceof ApiError && comment.error.status === 404)) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-14">
        <title>{t('commentReview.documentTitle')}</title>
        <EmptyText>{t('commentReview.notFound')}</EmptyText>
        <Link to={paths.review()} className="btn-secondary mt-6">
          {t('commentReview.backToQueue')}
        </Link>
      </div>
    );
  }
  // A decision asks for the comment again just before the panel leads to the queue: what was read stays meanwhile.
  if (!comment.data) {
    if (comment.isPending) return <Spinner label={t('commentReview.loading')} />;
    return (
      <div className="px-4 py-16">
        <LoadError label={t('commentReview.errorFetching')} detail={comment.error?.message} onRetry={() => void comment.refetch()} />
      </div>
    );
  }

  const { data } = comment;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('commentReview.documentTitle')}</title>
      <h1 className="text-3xl leading-tight font-extrabold tracking-tight text-brand-900 sm:text-4xl">{t('commentReview.heading')}</h1>
      <p className="mt-3 text-slate-700">
        {t(data.place.kind === 'post' ? 'commentReview.on' : data.place.itemKind === 'help' ? 'commentReview.onHelp' : 'commentReview.onUpdate')}{' '}
        <Link to={`${placePath(data.place)}#comments`} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {data.place.title}
        </Link>
      </p>
      <div className="mt-6 rounded-2xl bg-white px-5 py-4 ring-1 ring-slate-200">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
          <span className="font-semibold text-brand-900">
            {data.author.name} {data.author.surname}
          </span>
          <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
        </p>
        <CommentText text={data.body} />
      </div>
      {data.canReview && data.review && <ReviewPanel subject={{ type: 'comment', id: data.id, version: data.review.version }} />}
    </article>
  );
}
