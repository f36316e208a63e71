import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useCollaboration } from '../api/get-collaboration';
import { isUuid } from '../../../../shared/ids.js';
import { isMissing } from './is-missing';
import { NotFound } from './NotFound';

/**
 * The collaboration the address names (`:id`), or what to show instead while it cannot be
 * shown: a spinner while it loads, the not-found page for an id that names nothing, the
 * failure's label with a retry when loading failed. Pages render `fallback` when it is set.
 */
export function useRouteCollaboration(): { data: CollaborationDetail; fallback?: undefined } | { data?: undefined; fallback: ReactElement } {
  const { t } = useTranslation();
  const { id } = useParams();
  const valid = isUuid(id);
  const collaboration = useCollaboration(id ?? '', valid);

  if (!valid) return { fallback: <NotFound what="collaboration" /> };
  if (collaboration.isPending) return { fallback: <Spinner label={t('collaboration.loadingCollaboration')} /> };
  if (collaboration.isError) {
    if (isMissing(collaboration.error)) return { fallback: <NotFound what="collaboration" /> };
    return {
      fallback: (
        <div className="px-4 py-16">
          <LoadError
            label={t('collaboration.errorFetchingCollaboration')}
            detail={collaboration.error.message}
            onRetry={() => void collaboration.refetch()}
          />
        </div>
      ),
    };
  }
  return { data: collaboration.data };
}
