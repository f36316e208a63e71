import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type PagerProps = {
  page: number;
  hasNext: boolean;
  hrefFor: (page: number) => string;
  /** Called when the reader shows interest in another page (hover, focus), to fetch it early. */
  onIntent?: (page: number) => void;
};

/** Previous Page (not on page 1) and Next Page (only when there is one), as links: they change the address. */
export function Pager({ page, hasNext, hrefFor, onIntent }: PagerProps) {
  const { t } = useTranslation();
  if (page <= 1 && !hasNext) return null;
  const intent = (target: number) => (onIntent ? () => onIntent(target) : undefined);
  return (
    <nav aria-label={t('blog.pagination')} className="mt-10 flex items-center justify-between gap-4">
      <div className="flex-1">
        {page > 1 && (
          <Link
            to={hrefFor(page - 1)}
            rel="prev"
            className="btn-secondary"
            onMouseEnter={intent(page - 1)}
            onFocus={intent(page - 1)}
          >
            {t('blog.previousPage')}
          </Link>
        )}
      </div>
      <p className="text-sm font-medium text-slate-600">{t('blog.pageOf', { page })}</p>
      <div className="flex flex-1 justify-end">
        {hasNext && (
          <Link
            to={hrefFor(page + 1)}
            rel="next"
            className="btn-primary"
            onMouseEnter={intent(page + 1)}
            onFocus={intent(page + 1)}
          >
            {t('blog.nextPage')}
          </Link>
        )}
      </div>
    </nav>
  );
}
