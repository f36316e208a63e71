import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import type { MemberCard as Member } from '../../../../shared/schemas/profiles.js';
import type { PostDetail } from '../../../../shared/schemas/posts.js';
import { LoadError } from '../../../components/LoadError';
import { useMemberCard } from '../../../entities/member-card/get-member-card';
import { MemberCard } from '../../../entities/member-card/MemberCard';
import { ReviewPanel } from '../../../entities/review/ReviewPanel';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { usePost } from '../api/get-post';
import { AuthorCard } from '../components/AuthorCard';
import { PostArticle } from '../components/PostArticle';
import { AudienceNotice, PostControls, UnpublishedNotice } from '../components/PostControls';
import { PostNotFound } from '../components/PostNotFound';
import { imagesOf } from '../../../components/content-blocks/images-of';
import { isUuid } from '../../../../shared/ids.js';
import { formerAuthorKey } from '../../../entities/member-card/former-author';
import { CommentsSection } from '../../../entities/comments/CommentsSection';
import { ReportButton } from '../../../entities/reports/ReportButton';
import { ReactionBar } from '../../../entities/reactions/ReactionBar';
import { useReactions } from '../../../entities/reactions/reaction-queries';

/**
 * /blog-post/:postId: the post, then its author's card, then (for members) its comments. One that
 * waits for review says so to the few who see it, and a reviewer decides under it.
 */
export function BlogPostPage() {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const { postId } = useParams();
  const location = useLocation();
  const valid = isUuid(postId);
  // An id that cannot exist is not worth a request.
  const post = usePost(postId ?? '', valid);
  const user = useSessionUser();
  const signedIn = Boolean(user);
  // Contact details are for signed-in members only: visitors never ask for them, and the
  // public post carries none.
  const authorId = post.data?.author.id ?? null;
  const authorCard = useMemberCard(authorId ?? '', signedIn && authorId !== null);
  const contact = signedIn && authorCard.isSuccess ? authorCard.data : null;
  // Reactions are members' (decision 0047): a visitor's page asks for none.
  const reactions = useReactions('post', post.data ? [post.data.id] : [], { live: post.data ? `post:${post.data.id}` : null, enabled: signedIn });

  if (!valid) return <PostNotFound />;
  if (post.isPending) return <Spinner label={t('blog.loadingPost')} />;
  if (post.isError) {
    // The server answers 404 for a post that is gone (and 400 for an id it cannot read), and
    // 401 to a visitor for a post for members only: they sign in, and come back to it.
    if (post.error instanceof ApiError && (post.error.status === 404 || post.error.status === 400)) return <PostNotFound />;
    if (post.error instanceof ApiError && post.error.status === 401) return <Navigate to={paths.signIn(location.pathname)} replace />;
    return (
      <div className="px-4 py-16">
        <LoadError label={t('blog.errorFetchingPost')} detail={post.error.message} onRetry={() => void post.refetch()} />
      </div>
    );
  }

  const { data } = post;
  return (
    <PostArticle
      title={data.title}
      thumbnail={data.thumbnail}
      blocks={data.content}
      byline={
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-slate-600">
          {data.author.id === null ? (
            <span className="font-medium text-slate-700">{t(formerAuthorKey(data.author)!)}</span>
          ) : (
            <MemberCard member={contact ?? publicMember({ ...data.author, id: data.author.id })} size="sm" className="-ml-0.5" />
          )}
          <span aria-hidden="true">·</span>
          <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time>
        </div>
      }
      notice={
        <>
          {/* A post sent back is mended with "Edit this post", just below. */}
          {data.review && <ReviewNotice review={data.review} reviewing={data.canReview} />}
          {!data.published && <UnpublishedNotice />}
          <AudienceNotice audience={data.audience} project={data.project} />
          <PostControls post={data} />
        </>
      }
    >
      <title>{t('blog.postDocumentTitle', { title: data.title })}</title>
      {data.canReview && data.review && <ReviewPanel subject={{ type: 'post', id: data.id, version: data.review.version }} pictures={[data.thumbnail, ...imagesOf(data.content)]} />}
      {user && (
        <ReactionBar
          type="post"
          id={data.id}
          set={reactions.set}
          reactions={reactions.things[data.id]}
          describedAs={t('reactions.thePost', { title: data.title })}
          canReact={data.published && !data.review}
        />
      )}
      <AuthorCard author={data.author} contact={contact} canReport={Boolean(user) && data.author.id !== null && data.author.id !== user?.id} />
      {/* A member may report someone else's post to the moderators (decision 0044). */}
      {user && data.author.id !== user.id && (
        <div className="mt-6 text-right">
          <ReportButton subject={{ type: 'post', id: data.id }} label={t('report.report')} describedAs={t('report.thePost', { title: data.title })} className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900" />
        </div>
      )}
      {/* Members only: a visitor learns neither the comments nor how many there are. */}
      {/* Visitors read comments only when the site shows them (decision 0046). */}
      {(signedIn || data.visitorsSeeComments) && <CommentsSection place={{ kind: 'post', postId: data.id }} />}
    </PostArticle>
  );
}

/** The author as visitors may see them: no contact details. */
function publicMember(author: PostDetail['author'] & { id: string }): Member {
  return { ...author, email: null, telephone: null, facebook: null, instagram: null, hidden: false };
}
