import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useSessionUser } from '../lib/session';
import { RefusedPage } from '../components/RefusedPage';
import { Spinner } from '../components/Spinner';

/**
 * Around the pages the page table marks admin-only: members are told plainly that they are not
 * for them. The server refuses them anyway, so this only spares them a page of errors.
 */
export function RequireAdmin() {
  const { t } = useTranslation();
  const user = useSessionUser();

  if (user === undefined) return <Spinner label={t('loading.text')} />;
  if (user?.role !== 'admin') {
    return <RefusedPage documentTitle={t('adminOnly.documentTitle')} heading={t('adminOnly.heading')} text={t('adminOnly.text')} />;
  }
  return <Outlet />;
}
