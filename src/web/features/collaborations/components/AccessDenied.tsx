import { useTranslation } from 'react-i18next';

/**
 * The alert for anyone outside a collaboration who tries its edit area: the same words as
 * the API's refusal (collaboration_access_denied), in the reader's language.
 */
export function AccessDenied({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={`rounded-xl bg-red-50 px-4 py-3 ring-1 ring-red-200 ${className}`}>
      <p className="font-medium text-danger">{t('apiErrors.collaboration_access_denied')}</p>
    </div>
  );
}
