import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useDeletedCollaborations, type DeletedCollaboration } from '../api/get-deleted-collaborations';
import { useRestoreCollaboration } from '../api/restore-collaboration';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { useUnpublishedPosts, type UnpublishedPost } from '../api/get-unpublished-posts';
import { usePublishPost } from '../api/publish-post';
import { formerAuthorKey } from '../../../entities/member-card/former-author';

const LIST = 'divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

/**
 * /admin/moderation: deleted collaborations (kept, only marked deleted) and unpublished
 * posts, with who did it and when, to bring back. Posts are unpublished or deleted from
 * the post itself, where the admin sees what they are judging.
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const deleted = useDeletedCollaborations();
  const unpublished = useUnpublishedPosts();

  return (
    <div className="space-y-6">
      <title>{t('admin.moderationTitle')}</title>
      <section aria-labelledby="deleted-heading" className="space-y-4">
        <h2 id="deleted-heading" className="text-xl font-bold text-brand-900">
          {t('admin.deletedCollaborations')}
        </h2>
        <ListStates
          query={deleted}
          loadingLabel={t('admin.loading')}
          errorLabel={t('admin.errorFetchingDeleted')}
          isEmpty={(data) => data.collaborations.length === 0}
          empty={<EmptyText>{t('admin.noDeleted')}</EmptyText>}
        >
          {(data) => (
            <ul className={LIST}>
              {data.collaborations.map((collaboration) => (
                <DeletedRow key={collaboration.id} collaboration={collaboration} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
      <section aria-labelledby="posts-heading" className="space-y-4">
        <h2 id="posts-heading" className="text-xl font-bold text-brand-900">
          {t('admin.unpublishedPosts')}
        </h2>
        <p className="text-slate-700">
          {t('admin.postsNote')}{' '}
          <Link to={paths.blog(1)} className="font-semibold text-brand-700 underline">
            {t('admin.openBlog')}
          </Link>
        </p>
        <ListStates
          query={unpublished}
          loadingLabel={t('admin.loading')}
          errorLabel={t('admin.errorFetchingUnpublished')}
          isEmpty={(data) => data.posts.length === 0}
          empty={<EmptyText>{t('admin.noUnpublished')}</EmptyText>}
        >
          {(data) => (
            <ul className={LIST}>
              {data.posts.map((post) => (
                <UnpublishedRow key={post.id} post={post} />
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </div>
  );
}

function DeletedRow({ collaboration }: { collaboration: DeletedCollaboration }) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const confirm = useConfirm();
  const restore = useRestoreCollaboration();
  const when = collaboration.deletedAt ? formatDate(collaboration.deletedAt) : t('admin.unknownDate');
  const who = collaboration.deletedBy
    ? `${collaboration.deletedBy.name} ${collaboration.deletedBy.surname}`
    : t('admin.unknownPerson');

  async function handleRestore() {
    if (await confirm(t('admin.restoreQuestion', { title: collaboration.title }))) restore.mutate(collaboration.id);
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <p className="font-semibold break-words text-brand-900">{collaboration.title}</p>
        <p className="mt-0.5 text-sm text-slate-600">{t('admin.deletedByOn', { who, when })}</p>
        {restore.isError && (
          <div className="mt-2">
            <SaveError label={t('admin.errorRestoring')} error={restore.error} />
          </div>
        )}
      </div>
      <button type="button" className="btn-primary shrink-0 self-start sm:self-center" disabled={restore.isPending} onClick={() => void handleRestore()}>
        {t('admin.restore')}
        <span className="sr-only"> {collaboration.title}</span>
      </button>
    </li>
  );
}

function UnpublishedRow({ post }: { post: UnpublishedPost }) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const confirm = useConfirm();
  const publication = usePublishPost();
  const who = post.unpublishedBy ? `${post.unpublishedBy.name} ${post.unpublishedBy.surname}` : t('admin.unknownPerson');
  const former = formerAuthorKey(post.author);
  const author = former ? t(former) : `${post.author.name} ${post.author.surname}`;

  async function handlePublish() {
    if (await confirm(t('blog.publishQuestion'))) publication.mutate(post.id);
  }

  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-5">
      <div className="min-w-0">
        <Link to={paths.blogPost(post.id)} className="font-semibold break-words text-brand-900 underline-offset-4 hover:underline">
          {post.title}
        </Link>
        <p className="mt-0.5 text-sm text-slate-600">{t('admin.byAuthorUnpublished', { author, who, when: formatDate(post.unpublishedAt) })}</p>
        {publication.isError && (
          <div className="mt-2">
            <SaveError label={t('blog.errorChangingPublication')} error={publication.error} />
          </div>
        )}
      </div>
      <button type="button" className="btn-primary shrink-0 self-start sm:self-center" disabled={publication.isPending} onClick={() => void handlePublish()}>
        {t('blog.publishAgain')}
        <span className="sr-only"> {post.title}</span>
      </button>
    </li>
  );
}
