import { useTranslation } from 'react-i18next';

/** In the editor and the preview of a member whose posts wait for review: who reads it first. */
export function ReviewAhead({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return <p className={`rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-200 ${className}`}>{t('blog.reviewAhead')}</p>;
}
