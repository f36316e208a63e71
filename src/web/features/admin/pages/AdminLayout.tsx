import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '../../../lib/paths';

const TAB =
  'shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-slate-300 transition hover:bg-brand-50 ' +
  'focus-visible:outline-3 focus-visible:outline-accent-400 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white aria-[current=page]:ring-brand-900';

/**
 * The admin area's frame, where admins manage members, restore deleted collaborations, and
 * read contact messages and the audit log. The router shows it to admins only (RequireAdmin).
 */
export function AdminLayout() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <title>{t('admin.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('admin.heading')}</h1>
      <nav aria-label={t('admin.navLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <NavLink to={paths.adminMembers()} className={TAB}>
              {t('admin.members')}
            </NavLink>
          </li>
          {/* Invitations have a page of their own outside the area, as teachers invite too. */}
          <li>
            <NavLink to={paths.invitations()} className={TAB}>
              {t('admin.invitations')}
            </NavLink>
          </li>
          {/* Guardians' requests have a page of their own outside the area, as teachers decide requests to hide. */}
          <li>
            <NavLink to={paths.guardianRequests()} className={TAB}>
              {t('admin.guardianRequests')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.adminModeration()} className={TAB}>
              {t('admin.moderation')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.adminProjects()} className={TAB}>
              {t('admin.projects')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.adminMessages()} className={TAB}>
              {t('admin.messages')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.adminAudit()} className={TAB}>
              {t('admin.auditLog')}
            </NavLink>
          </li>
          <li>
            <NavLink to={paths.adminSettings()} className={TAB}>
              {t('admin.settings')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className="mt-8">
        <Outlet />
      </div>
    </div>
  );
}
