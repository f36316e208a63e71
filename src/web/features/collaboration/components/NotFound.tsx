import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type NotFoundProps = {
  /** What is missing: the collaboration, or one of its updates or help requests. */
  what: 'collaboration' | 'item';
  /** Inside the edit area the page's frame is already there: no document title, a smaller heading. */
  nested?: boolean;
};

/** An address naming no collaboration (or item): said plainly, with the way back to the board. */
export function NotFound({ what, nested = false }: NotFoundProps) {
  const { t } = useTranslation();
  const Heading = nested ? 'h2' : 'h1';
  const heading = what === 'collaboration' ? t('collaboration.notFoundHeading') : t('collaboration.itemNotFoundHeading');
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {!nested && <title>{t('collaboration.notFoundDocumentTitle')}</title>}
      <Heading className="text-3xl font-bold tracking-tight text-brand-900">{heading}</Heading>
      <p className="mt-4 text-slate-600">
        {what === 'collaboration' ? t('collaboration.notFoundText') : t('collaboration.itemNotFoundText')}
      </p>
      <Link to={paths.collaboration()} className="btn-primary mt-8">
        {t('collaboration.backToBoard')}
      </Link>
    </div>
  );
}
