import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { adminPaths } from '../components/admin-paths';

const TAB =
  'shrink-0 whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold text-brand-900 ring-1 ring-slate-300 transition hover:bg-brand-50 ' +
  'focus-visible:outline-3 focus-visible:outline-accent-400 aria-[current=page]:bg-brand-900 aria-[current=page]:text-white aria-[current=page]:ring-brand-900';

/**
 * The admin area's frame (DESIGN.md: admins manage members, restore deleted collaborations,
 * read contact messages and the audit log). Members are told plainly that it is not for
 * them; the server refuses them anyway, so this only spares them a page of errors.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();

  if (user === undefined) return <Spinner label={t('admin.loading')} />;
  if (user?.role !== 'admin') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <title>{t('admin.documentTitle')}</title>
        <div role="alert" className="rounded-2xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-danger">{t('admin.adminsOnly')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <title>{t('admin.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('admin.heading')}</h1>
      <nav aria-label={t('admin.navLabel')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <NavLink to={adminPaths.members()} className={TAB}>
              {t('admin.members')}
            </NavLink>
          </li>
          <li>
            <NavLink to={adminPaths.moderation()} className={TAB}>
              {t('admin.moderation')}
            </NavLink>
          </li>
          <li>
            <NavLink to={adminPaths.messages()} className={TAB}>
              {t('admin.messages')}
            </NavLink>
          </li>
          <li>
            <NavLink to={adminPaths.audit()} className={TAB}>
              {t('admin.auditLog')}
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
