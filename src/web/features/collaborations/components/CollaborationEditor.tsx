import { useTranslation } from 'react-i18next';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { useCollaborationChange } from '../api/get-collaboration-change';
import { CollaborationForm } from './CollaborationForm';
import { isMissing } from './is-missing';

/**
 * The editor of an existing collaboration. A pupil whose change waits for review continues
 * from their change, not from what everyone sees: saving replaces their change, so starting
 * from the shown version would lose what they wrote. Until their change is read the form
 * waits; once decided meanwhile (404) it starts from the collaboration.
 */
export function CollaborationEditor({ collaboration, cancelTo }: { collaboration: CollaborationDetail; cancelTo: string }) {
  const { t } = useTranslation();
  const userId = useSessionUser()?.id;
  const own = collaboration.change !== null && collaboration.change.author.id === userId;
  const change = useCollaborationChange(collaboration.id, own);
  if (own && change.isPending) return <Spinner label={t('collaboration.loadingChange')} />;
  if (own && change.isError && !isMissing(change.error)) {
    return <LoadError label={t('collaboration.errorFetchingChange')} detail={change.error.message} onRetry={() => void change.refetch()} />;
  }
  const start = own && change.data ? change.data : collaboration;
  return <CollaborationForm key={collaboration.id} collaboration={collaboration} start={start} cancelTo={cancelTo} />;
}
