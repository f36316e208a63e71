import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSessionUser } from '../lib/session';
import { Spinner } from './Spinner';

/**
 * Around the pages the page table marks admin-only: members are told plainly that they are not
 * for them. The server refuses them anyway, so this only spares them a page of errors.
 */
export function RequireAdmin() {
  const { t } = useTranslation();
  const user = useSessionUser();

  if (user === undefined) return <Spinner label={t('loading.text')} />;
  if (user?.role !== 'admin') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <title>{t('adminOnly.documentTitle')}</title>
        {/* A heading names the page for those who move by headings; the alert says why it is empty. */}
        <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-brand-900">{t('adminOnly.heading')}</h1>
        <div role="alert" className="rounded-2xl bg-white px-6 py-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-danger">{t('adminOnly.text')}</p>
        </div>
      </div>
    );
  }
  return <Outlet />;
}
