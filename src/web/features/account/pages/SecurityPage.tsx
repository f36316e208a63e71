import { useTranslation } from 'react-i18next';
import { DataSection } from '../components/DataSection';
import { PasswordSection } from '../components/PasswordSection';
import { SecondFactorSection } from '../components/SecondFactorSection';
import { SessionsSection } from '../components/SessionsSection';

/**
 * /security, reached from the profile hub: the second factor, signing out everywhere,
 * changing the password, and the member's own data to take.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('security.documentTitle')}</title>
      <h1 className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">{t('security.heading')}</h1>
      <p className="mt-2 text-slate-600">{t('security.intro')}</p>
      <div className="mt-8 space-y-6">
        <SecondFactorSection />
        <SessionsSection />
        <PasswordSection />
        <DataSection />
      </div>
    </div>
  );
}
