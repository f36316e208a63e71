import { useTranslation } from 'react-i18next';

/** Said to a member who is no one's guardian: what the page is for, and how an account comes to be linked to a pupil. */
export function NotGuardian() {
  const { t } = useTranslation();
  return (
    <div role="status" className="mt-8 rounded-2xl bg-white px-6 py-8 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-xl font-bold text-brand-900">{t('children.notGuardianHeading')}</h2>
      <p className="mt-3 text-slate-700">{t('children.notGuardianText')}</p>
      <p className="mt-3 text-slate-700">{t('children.howLinked')}</p>
    </div>
  );
}
