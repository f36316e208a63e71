import { useTranslation } from 'react-i18next';
import type { LiveStatus } from '../lib/live';

/**
 * "Live", on a page that shows others' changes as they happen, while it does (lib/live.ts).
 * Its place is kept while it is not shown, so that nothing moves when the stream opens.
 */
export function LiveBadge({ status, className = '' }: { status: LiveStatus; className?: string }) {
  const { t } = useTranslation();
  const live = status === 'live';
  return (
    <span
      aria-hidden={!live}
      title={t('live.hint')}
      className={
        'inline-flex items-center gap-1.5 rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800 ring-1 ring-green-200 ' +
        (live ? '' : 'invisible ') +
        className
      }
    >
      <span aria-hidden="true" className="size-2 rounded-full bg-green-600 motion-safe:animate-pulse" />
      {t('live.on')}
    </span>
  );
}
