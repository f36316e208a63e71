import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from '../../components/EmptyText';
import { LoadError } from '../../components/LoadError';
import { Spinner } from '../../components/Spinner';
import { useSessionUser } from '../../lib/session';
import type { CommentView } from '../../../shared/schemas/comments.js';
import { ReactionBar } from '../reactions/ReactionBar';
import { useReactions } from '../reactions/reaction-queries';
import { useThread } from './get-comments';
import { useAddComment, useMuteThread } from './write-comments';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { placeTopic, type CommentPlace } from './comment-place';

/**
 * A place's comments for members (decision 0042), under the post, update or help request: oldest first, one level of
 * replies, more pages on request, live (a comment written on any instance shows here at once).
 * The reader writes one at the end or answers one; a pupil is told a teacher reads theirs first.
 * They may mute the thread: not told of new comments here. Visitors are shown it only when the
 * site shows them comments (decision 0046): the live ones, read once, nothing to write or mute.
 */
export function CommentsSection({ place }: { place: CommentPlace }) {
  const { t } = useTranslation();
  const headingId = useId();
  const user = useSessionUser();
  const thread = useThread(place, { live: Boolean(user) });
  const add = useAddComment(place);
  const reply = useAddComment(place);
  const mute = useMuteThread(place);
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  const first = thread.data?.pages[0];
  const comments = thread.data?.pages.flatMap((page) => page.comments) ?? [];
  const pupilHint = user?.needsReview ? t('comments.pupilHint') : undefined;
  // Members react to comments (decision 0047): the thread's reactions, read together, live with it.
  const reactions = useReactions(
    'comment',
    comments.flatMap((comment) => [comment.id, ...comment.replies.map((answer) => answer.id)]),
    { live: placeTopic(place), enabled: Boolean(user) },
  );
  const reactionBar = (comment: CommentView) =>
    user ? (
      <ReactionBar
        type="comment"
        id={comment.id}
        set={reactions.set}
        reactions={reactions.things[comment.id]}
        describedAs={t('reactions.theComment', { name: `${comment.author.name} ${comment.author.surname}` })}
        canReact={!comment.review && !comment.hidden}
      />
    ) : undefined;

  return (
    <section id="comments" aria-labelledby={headingId} className="mt-12 scroll-mt-24 border-t border-slate-200 pt-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-2xl font-bold text-brand-900">
          {t('comments.heading')}
          {first && <span className="ml-2 text-base font-medium text-slate-600">{t('comments.count', { count: first.total })}</span>}
        </h2>
        {first && user && (
          <button type="button" className="btn-secondary" aria-pressed={first.muted} disabled={mute.isPending} onClick={() => mute.mutate(!first.muted)}>
            {first.muted ? t('comments.unmute') : t('comments.mute')}
          </button>
        )}
      </div>
      {user && first?.muted && <p className="mt-2 text-sm text-slate-600">{t('comments.muted')}</p>}

      {thread.isPending ? (
        <Spinner label={t('comments.loading')} />
      ) : thread.isError ? (
        <LoadError label={t('comments.errorFetching')} detail={thread.error.message} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          {comments.length === 0 ? (
            <EmptyText className="mt-4">{t('comments.empty')}</EmptyText>
          ) : (
            <ol className="mt-4 space-y-4">
              {comments.map((comment) => (
                <CommentItem
                  key={comment.id}
                  comment={comment}
                  place={place}
                  reactions={reactionBar(comment)}
                  // A comment waiting for review or hidden is answered once it shows to everyone.
                  onReply={first?.canComment && !comment.review && !comment.hidden ? () => setReplyingTo(comment.id) : undefined}
                >
                  {(comment.replies.length > 0 || replyingTo === comment.id) && (
                    <div className="mt-3 ml-4 border-l-2 border-slate-200 pl-4 sm:ml-8">
                      {comment.replies.length > 0 && (
                        <ol className="space-y-3">
                          {comment.replies.map((answer) => (
                            <CommentItem key={answer.id} comment={answer} place={place} reactions={reactionBar(answer)} />
                          ))}
                        </ol>
                      )}
                      {replyingTo === comment.id && (
                        <CommentForm
                          label={t('comments.writeReply', { name: comment.author.name })}
                          submitLabel={t('comments.postReply')}
                          errorLabel={t('comments.errorPosting')}
                          hint={pupilHint}
                          place={place}
                          busy={reply.isPending}
                          error={reply.error}
                          autoFocus
                          onSubmit={(body, mentionIds) => reply.mutateAsync({ body, parentId: comment.id, mentionIds }).then(() => setReplyingTo(null))}
                          onCancel={() => {
                            reply.reset();
                            setReplyingTo(null);
                          }}
                        />
                      )}
                    </div>
                  )}
                </CommentItem>
              ))}
            </ol>
          )}
          {thread.hasNextPage && (
            <button type="button" className="btn-secondary mt-4" disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
              {t('comments.more')}
            </button>
          )}
          {first?.canComment && (
            <CommentForm
              label={t('comments.write')}
              submitLabel={t('comments.post')}
              errorLabel={t('comments.errorPosting')}
              hint={pupilHint ?? t('comments.linksHint')}
              place={place}
              busy={add.isPending}
              error={add.error}
              onSubmit={(body, mentionIds) => add.mutateAsync({ body, mentionIds })}
            />
          )}
        </>
      )}
    </section>
  );
}
