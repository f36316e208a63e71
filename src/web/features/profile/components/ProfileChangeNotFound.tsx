import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { REVIEWER_ROLES } from '../../../../shared/constants.js';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';

/**
 * No profile change to show: none waits, it was decided, or it is not the reader's to see. Said
 * plainly, with the way back to where such links come from: the review queue for teachers and
 * admins, their own profile for everyone else.
 */
export function ProfileChangeNotFound() {
  const { t } = useTranslation();
  const user = useSessionUser();
  // Only a mirror of the server, which refuses members the queue anyway.
  const reviewer = user ? REVIEWER_ROLES.includes(user.role) : false;
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{t('profileChange.notFoundDocumentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">{t('profileChange.notFoundHeading')}</h1>
      <p className="mt-4 text-slate-600">{t('profileChange.notFoundText')}</p>
      <Link to={reviewer ? paths.review() : paths.editProfile()} className="btn-primary mt-8">
        {reviewer ? t('profileChange.backToReview') : t('profileChange.backToProfile')}
      </Link>
    </div>
  );
}
