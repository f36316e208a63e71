import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** An address naming no post: said plainly, with the way back to the blog. */
export function PostNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('blog.notFoundDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('blog.notFoundHeading')}</h1>
      <p className="mt-4 text-slate-600">{t('blog.notFoundText')}</p>
      <Link to={paths.blog(1)} className="btn-primary mt-8">
        {t('blog.backToBlog')}
      </Link>
    </div>
  );
}
