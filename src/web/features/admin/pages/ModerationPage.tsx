import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { SaveError } from '../../../components/SaveError';
import { Spinner } from '../../../components/Spinner';
import { useConfirm } from '../../../components/use-confirm';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useDeletedCollaborations, type DeletedCollaboration } from '../api/get-deleted-collaborations';
import { useRestoreCollaboration } from '../api/restore-collaboration';

/**
 * /admin/moderation: deleted collaborations (DESIGN.md's soft delete) with who deleted them
 * and when, to restore. Posts have no bin: admins edit or delete them from the post itself.
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const deleted = useDeletedCollaborations();

  return (
    <div className="space-y-6">
      <title>{t('admin.moderationTitle')}</title>
      <section aria-labelledby="deleted-heading" className="space-y-4">
        <h2 id="deleted-heading" className="text-xl font-bold text-brand-900">
          {t('admin.deletedCollaborations')}
        </h2>
        {deleted.isPending ? (
          <Spinner label={t('admin.loading')} />
        ) : deleted.isError ? (
          <LoadError label={t('admin.errorFetchingDeleted')} detail={deleted.error.message} onRetry={() => void deleted.refetch()} />
        ) : deleted.data.collaborations.length === 0 ? (
          <p className="rounded-2xl bg-white px-6 py-8 text-center text-slate-600 ring-1 ring-slate-200">{t('admin.noDeleted')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {deleted.data.collaborations.map((collaboration) => (
              <DeletedRow key={collaboration.id} collaboration={collaboration} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="posts-heading" className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="posts-heading" className="text-xl font-bold text-brand-900">
          {t('admin.posts')}
        </h2>
        <p className="mt-2 text-slate-700">
          {t('admin.postsNote')}{' '}
          <Link to={paths.blog(1)} className="font-semibold text-brand-700 underline">
            {t('admin.openBlog')}
          </Link>
        </p>
      </section>
    </div>
  );
}

function DeletedRow({ collaboration }: { collaboration: DeletedCollaboration }) {
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
