import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { PostAudience } from '../../../../shared/constants.js';
import type { PostDetail } from '../../../../shared/schemas/posts.js';
import type { ProjectRef } from '../../../../shared/schemas/projects.js';
import { projectName } from '../../../entities/projects/open-projects';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../lib/paths';
import { useDeletePost } from '../api/delete-post';
import { useSetPostPublished } from '../api/set-post-published';
import { withNotice } from '../../../lib/notice';

const CONTROL = 'font-semibold underline underline-offset-4 disabled:opacity-50';
const LINK = `${CONTROL} text-brand-700 hover:text-brand-900`;
const DANGER = `${CONTROL} text-danger hover:text-red-800`;

/**
 * What the reader may do with a post, as the server said (canEdit, canDelete, canModerate):
 * its author edits and deletes it; an admin also moderates it, unpublishing it or
 * publishing it again. Each irreversible or visible step asks Yes/No first.
 */
export function PostControls({ post }: { post: PostDetail }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const deletePost = useDeletePost();
  const publication = useSetPostPublished();

  if (!post.canEdit && !post.canDelete && !post.canModerate) return null;
  const busy = deletePost.isPending || publication.isPending;

  async function handleDelete() {
    if (!(await confirm(t('blog.deleteQuestion')))) return;
    publication.reset();
    // The post is gone: the blog's first page is where a reader carries on.
    deletePost.mutate(post.id, {
      onSuccess: () => void navigate(paths.blog(1), { replace: true, state: withNotice({ text: t('notices.postDeleted') }) }),
    });
  }

  async function handleTogglePublished() {
    const published = !post.published;
    if (!(await confirm(t(published ? 'blog.publishQuestion' : 'blog.unpublishQuestion')))) return;
    deletePost.reset();
    publication.mutate(
      { id: post.id, published },
      // The page stays; the notice says what changed (the Unpublished notice shows or goes too).
      { onSuccess: () => void navigate('.', { replace: true, state: withNotice({ text: t(published ? 'notices.postPublished' : 'notices.postUnpublished') }) }) },
    );
  }

  return (
    <div className="mt-4 space-y-3">
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        {post.canEdit && (
          <Link to={paths.createCollaboration('edit-blog', post.id)} className={LINK}>
            {t('blog.editThisPost')}
          </Link>
        )}
        {post.canModerate && (
          <button type="button" className={LINK} disabled={busy} onClick={() => void handleTogglePublished()}>
            {t(post.published ? 'blog.unpublish' : 'blog.publishAgain')}
          </button>
        )}
        {post.canDelete && (
          <button type="button" className={DANGER} disabled={busy} onClick={() => void handleDelete()}>
            {t('blog.deleteThisPost')}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {publication.isSuccess ? t(publication.variables.published ? 'blog.publishedAgain' : 'blog.unpublished') : ''}
      </p>
      {deletePost.isError && <SaveError label={t('blog.errorDeletingPost')} error={deletePost.error} />}
      {publication.isError && <SaveError label={t('blog.errorChangingPublication')} error={publication.error} />}
    </div>
  );
}

/** Above an unpublished post, for the only readers it still has: its author and admins. */
export function UnpublishedNotice() {
  const { t } = useTranslation();
  return (
    <p className="mt-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <strong className="font-semibold">{t('blog.unpublishedBadge')}</strong> {t('blog.unpublishedNotice')}
    </p>
  );
}

/**
 * Above a post for members only, or for one project's people, for its readers (all signed in):
 * who else can read it, and the way to the project. Nothing for a post for everyone.
 */
export function AudienceNotice({ audience, project }: { audience: PostAudience; project: Pick<ProjectRef, 'slug' | 'name'> | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (audience === 'everyone') return null;
  if (audience === 'project' && project) {
    const name = projectName(project, i18n.language);
    return (
      <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-200">
        <Link to={paths.projectSpace(project.slug)} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
          {name}
        </Link>{' '}
        · {t('blog.projectNotice', { project: name })}
      </p>
    );
  }
  return (
    <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-200">
      <strong className="font-semibold">{t('blog.audienceMembers')}</strong> · {t('blog.membersOnlyNotice')}
    </p>
  );
}
