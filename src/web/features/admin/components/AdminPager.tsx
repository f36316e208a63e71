import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withPage } from './page-param';

/** Previous and Next as links that keep the list's filters in the address. */
export function AdminPager({ page, hasNext }: { page: number; hasNext: boolean }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  if (page <= 1 && !hasNext) return null;
  return (
    <nav aria-label={t('admin.pagination')} className="mt-6 flex items-center justify-between gap-4">
      <div className="flex-1">
        {page > 1 && (
          <Link to={withPage(search, page - 1)} rel="prev" className="btn-secondary">
            {t('admin.previousPage')}
          </Link>
        )}
      </div>
      <p className="text-sm font-medium text-slate-600">{t('admin.pageOf', { page })}</p>
      <div className="flex flex-1 justify-end">
        {hasNext && (
          <Link to={withPage(search, page + 1)} rel="next" className="btn-primary">
            {t('admin.nextPage')}
          </Link>
        )}
      </div>
    </nav>
  );
}
