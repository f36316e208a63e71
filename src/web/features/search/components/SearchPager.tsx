import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type SearchPagerProps = { page: number; pageCount: number; hrefFor: (page: number) => string };

/** Previous Page and Next Page through the results, as links (they change the address), and where the reader is. */
export function SearchPager({ page, pageCount, hrefFor }: SearchPagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t('search.pagination')} className="mt-8 flex items-center justify-between gap-4">
      <div className="flex-1">
        {page > 1 && (
          <Link to={hrefFor(page - 1)} rel="prev" className="btn-secondary">
            {t('search.previousPage')}
          </Link>
        )}
      </div>
      <p className="text-sm font-medium text-slate-600">{t('search.pageOf', { page, count: Math.max(pageCount, page) })}</p>
      <div className="flex flex-1 justify-end">
        {page < pageCount && (
          <Link to={hrefFor(page + 1)} rel="next" className="btn-primary">
            {t('search.nextPage')}
          </Link>
        )}
      </div>
    </nav>
  );
}
