import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../lib/paths';
import { useCollaboration } from '../api/get-collaboration';
import { AccessDenied } from '../components/AccessDenied';
import { CollaborationEditor } from '../components/CollaborationEditor';
import { isUuid } from '../../../../shared/ids.js';
import { isMissing } from '../components/is-missing';
import { NotFound } from '../components/NotFound';

/** /create-collaboration/edit-collaboration/:id: the shared editor in its edit mode. */
export function EditCollaborationPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const valid = isUuid(id);
  const collaboration = useCollaboration(id ?? '', valid);

  if (!valid) return <NotFound what="collaboration" />;
  if (collaboration.isError && isMissing(collaboration.error)) return <NotFound what="collaboration" />;

  let body;
  if (collaboration.isPending) {
    body = <Spinner label={t('collaboration.loadingCollaboration')} />;
  } else if (collaboration.isError) {
    body = (
      <LoadError
        label={t('collaboration.errorFetchingCollaboration')}
        detail={collaboration.error.message}
        onRetry={() => void collaboration.refetch()}
      />
    );
  } else if (!collaboration.data.canEdit) {
    // The server would refuse the save (403); say so before any work is done.
    body = <AccessDenied />;
  } else {
    body = (
      <CollaborationEditor collaboration={collaboration.data} cancelTo={paths.collaborationPage(collaboration.data.status, collaboration.data.id)} />
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('collaboration.editDocumentTitle')}</title>
      <h1 className="mb-8 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('collaboration.editHeading')}</h1>
      {body}
    </div>
  );
}
