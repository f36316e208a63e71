import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

type NotFoundProps = {
  /** What is missing: the collaboration, one of its updates or help requests, or a change waiting for review. */
  what: 'collaboration' | 'item' | 'change';
  /** Inside the edit area the page's frame is already there: no document title, a smaller heading. */
  nested?: boolean;
};

/** An address naming no collaboration (or item): said plainly, with the way back to the board. */
export function NotFound({ what, nested = false }: NotFoundProps) {
  const { t } = useTranslation();
  const Heading = nested ? 'h2' : 'h1';
  const words = {
    collaboration: { heading: t('collaboration.notFoundHeading'), text: t('collaboration.notFoundText') },
    item: { heading: t('collaboration.itemNotFoundHeading'), text: t('collaboration.itemNotFoundText') },
    change: { heading: t('collaboration.changeNotFoundHeading'), text: t('collaboration.changeNotFoundText') },
  }[what];
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {!nested && <title>{t('collaboration.notFoundDocumentTitle')}</title>}
      <Heading className="text-3xl font-bold tracking-tight text-brand-900">{words.heading}</Heading>
      <p className="mt-4 text-slate-600">{words.text}</p>
      <Link to={paths.collaboration()} className="btn-primary mt-8">
        {t('collaboration.backToBoard')}
      </Link>
    </div>
  );
}
