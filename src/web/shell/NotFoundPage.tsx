import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('notFound.documentTitle')}</title>
      <p className="text-6xl font-extrabold tracking-tight text-accent-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{t('notFound.heading')}</h1>
      <p className="mt-4 text-slate-600">{t('notFound.text')}</p>
      <Link to={paths.home()} className="btn-primary mt-8">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
