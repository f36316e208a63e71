import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** An invitation that opens nothing: why, in the refusal's own words, and the way home. */
export function ClosedInvitation({ words }: { words: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert" className="mt-6 font-medium text-danger">
        {words}
      </p>
      <p className="mt-6">
        <Link to={paths.home()} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
          {t('join.home')}
        </Link>
      </p>
    </>
  );
}
