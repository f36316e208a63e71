import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ApiError } from '../lib/api-client';

/**
 * Whether the page failed to arrive rather than to work: its code (a lazy chunk) or its data could
 * not be fetched — the connection dropped, or the server could not be reached. Each browser words
 * a failed module import its own way: Chromium "Failed to fetch dynamically imported module",
 * Firefox "error loading dynamically imported module", Safari "Importing a module script failed";
 * Vite's preload says "Unable to preload CSS".
 */
function isFailedLoad(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'network_error';
  if (typeof navigator !== 'undefined' && !navigator.onLine) return true;
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to fetch/i.test(error.message);
}

/**
 * The router's error element. A failed load says the connection failed and offers Try again: a
 * full reload, which fetches the page and its code afresh. Anything else is our fault, and says so.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  const failedLoad = isFailedLoad(error);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('errors.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{failedLoad ? t('errors.connectionHeading') : t('errors.unexpected')}</h1>
      <p className="mt-4 text-slate-600">{failedLoad ? t('errors.connectionHint') : t('errors.hint')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {failedLoad && (
          <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
            {t('common.tryAgain')}
          </button>
        )}
        {/* A full load, not a router link: if a page's chunk failed (say, after a deploy), the
            fresh index.html points at chunks that exist. */}
        <a href="/" className={failedLoad ? 'btn-secondary' : 'btn-primary'}>
          {t('errors.backHome')}
        </a>
      </div>
    </div>
  );
}
