import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CommentView } from '../../../shared/schemas/comments.js';
import { useConfirm } from '../../components/use-confirm';
import { useDateFormat } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { useSessionUser } from '../../lib/session';
import { ReportButton } from '../reports/ReportButton';
import { useDeleteComment, useEditComment, useHideComment } from './write-comments';
import { CommentForm } from './CommentForm';
import { CommentText } from './CommentText';
import type { CommentPlace } from './comment-place';
import { ReasonForm } from './ReasonForm';

const CONTROL = 'font-semibold underline underline-offset-4 disabled:opacity-50';
const LINK = `${CONTROL} text-brand-700 hover:text-brand-900`;
const DANGER = `${CONTROL} text-danger hover:text-red-800`;

type Open = 'none' | 'edit' | 'hide' | 'delete';

/**
 * One comment: who wrote it and when ("edited" once changed), its words, its state for those who
 * see one (waiting for review, sent back, hidden), and what the reader may do with it as the
 * server said: its author changes it (15 minutes) and deletes it; the post's author and
 * moderators hide it or show it again, saying why; moderators delete anyone's, saying why; a
 * reviewer opens a waiting one to decide; any other member reports it. `reactions`: members' reactions to it (decision 0047);
 * `children`: its replies and the reply box.
 */
export function CommentItem({
  comment,
  place,
  onReply,
  reactions,
  children,
}: {
  comment: CommentView;
  /** The post it is under: its author's change may mention members there. */
  place: CommentPlace;
  onReply?: (() => void) | undefined;
  reactions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const confirm = useConfirm();
  const user = useSessionUser();
  const [open, setOpen] = useState<Open>('none');
  const edit = useEditComment();
  const remove = useDeleteComment();
  const hide = useHideComment();
  const own = user?.id === comment.author.id;
  const name = `${comment.author.name} ${comment.author.surname}`;

  async function handleDelete() {
    // Someone else's: the moderator says why first.
    if (!own) return setOpen('delete');
    if (await confirm(t('comments.deleteQuestion'))) remove.mutate({ id: comment.id });
  }

  return (
    <li id={`comment-${comment.id}`} className="scroll-mt-24">
      <article className={`rounded-2xl px-4 py-3 ring-1 ${comment.hidden || comment.review ? 'bg-slate-50 ring-slate-300 ring-dashed' : 'bg-white ring-slate-200'}`} aria-label={t('comments.by', comment.author)}>
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
          <span className="font-semibold text-brand-900">{name}</span>
          <time dateTime={comment.createdAt}>{formatDateTime(comment.createdAt)}</time>
          {comment.editedAt && <span>· {t('comments.edited')}</span>}
        </p>
        {comment.review?.state === 'waiting' && <p className="mt-1 text-sm font-medium text-amber-800">{comment.canReview ? t('comments.waitingForReviewer') : t('comments.waiting')}</p>}
        {comment.review?.state === 'sent_back' && <p className="mt-1 text-sm font-medium text-amber-800">{t('comments.sentBack', { note: comment.review.note ?? '' })}</p>}
        {comment.hidden && <p className="mt-1 text-sm font-medium text-slate-700">{t('comments.hidden')}</p>}

        {open === 'edit' ? (
          <CommentForm
            label={t('comments.editLabel')}
            submitLabel={t('comments.save')}
            errorLabel={t('comments.errorSaving')}
            initial={comment.body}
            place={place}
            initialMentions={comment.mentions}
            busy={edit.isPending}
            error={edit.error}
            autoFocus
            onSubmit={(body, mentionIds) => edit.mutateAsync({ id: comment.id, body, mentionIds }).then(() => setOpen('none'))}
            onCancel={() => {
              edit.reset();
              setOpen('none');
            }}
          />
        ) : (
          <CommentText text={comment.body} mentions={comment.mentions} />
        )}

        {open !== 'edit' && reactions}
        {open === 'none' && (
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            {onReply && (
              <button type="button" className={LINK} onClick={onReply}>
                {t('comments.reply')}
                <span className="sr-only"> {t('comments.replyTo', { name })}</span>
              </button>
            )}
            {comment.canReview && comment.review?.state === 'waiting' && (
              <Link to={paths.commentReview(comment.id)} className={LINK}>
                {t('comments.reviewIt')}
              </Link>
            )}
            {comment.canEdit && (
              <button type="button" className={LINK} onClick={() => setOpen('edit')}>
                {t('comments.edit')}
              </button>
            )}
            {comment.canHide && (
              <button
                type="button"
                className={LINK}
                disabled={hide.isPending}
                onClick={() => (comment.hidden ? hide.mutate({ id: comment.id, reason: null }) : setOpen('hide'))}
              >
                {comment.hidden ? t('comments.show') : t('comments.hide')}
              </button>
            )}
            {comment.canDelete && (
              <button type="button" className={DANGER} disabled={remove.isPending} onClick={() => void handleDelete()}>
                {t('comments.delete')}
              </button>
            )}
            {/* Someone else's comment may be reported to the moderators (decision 0044): one that waits for review is a teacher's already.
                Still offered once hidden, so that a report which hid it keeps saying it was sent. */}
            {user && !own && comment.review === null && (
              <ReportButton subject={{ type: 'comment', id: comment.id }} label={t('report.report')} describedAs={t('report.theComment', { name })} className={LINK} />
            )}
          </div>
        )}
        {(open === 'hide' || open === 'delete') && (
          <ReasonForm
            key={open}
            {...(open === 'hide'
              ? { label: t('comments.reasonForHiding'), submitLabel: t('comments.hideConfirm'), errorLabel: t('comments.errorHiding'), busy: hide.isPending, error: hide.error }
              : { label: t('comments.reasonForDeleting'), submitLabel: t('comments.deleteConfirm'), errorLabel: t('comments.errorDeleting'), busy: remove.isPending, error: remove.error })}
            onSubmit={(reason) => (open === 'hide' ? hide.mutate({ id: comment.id, reason }, { onSuccess: () => setOpen('none') }) : remove.mutate({ id: comment.id, reason }))}
            onCancel={() => {
              hide.reset();
              remove.reset();
              setOpen('none');
            }}
          />
        )}
        {open === 'none' && (remove.error || (hide.error && !comment.hidden)) && (
          <p role="alert" className="mt-2 text-sm font-medium text-danger">
            {(remove.error ?? hide.error)?.message}
          </p>
        )}
      </article>
      {children}
    </li>
  );
}
