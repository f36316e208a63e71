import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** The router's error element: the generic fallback page. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('errors.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('errors.unexpected')}</h1>
      <p className="mt-4 text-slate-600">{t('errors.hint')}</p>
      {/* A full load, not a router link: if a page's chunk failed (say, after a deploy), the
          fresh index.html points at chunks that exist. */}
      <a href="/" className="btn-primary mt-8">
        {t('errors.backHome')}
      </a>
    </div>
  );
}
