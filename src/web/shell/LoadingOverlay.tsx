import { useTranslation } from 'react-i18next';
import { useScrollLock } from '../lib/use-scroll-lock';

/** Full-screen "Loading…" overlay; page scroll is locked while it is mounted. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  useScrollLock();
  return (
    <div
      role="status"
      className="loading-overlay fixed inset-0 z-50 grid place-items-center bg-white/85 backdrop-blur-sm"
    >
      <div className="flex flex-col items-center gap-4">
        <span className="spinner" aria-hidden="true" />
        <span className="text-base font-medium text-brand-900">{t('loading.text')}</span>
      </div>
    </div>
  );
}
