import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { LegalPage } from '../components/LegalPage';
import { TextSection } from '../components/TextSection';

/** /privacy: what the site stores, who sees it, and how to have it corrected or deleted. */
export function PrivacyPage() {
  const { t } = useTranslation();
  const storedItems = t('privacy.storedItems', { returnObjects: true });
  return (
    <LegalPage heading={t('privacy.heading')} intro={t('privacy.intro')}>
      <title>{t('privacy.documentTitle')}</title>
      <TextSection heading={t('privacy.storedHeading')}>
        <p>{t('privacy.stored')}</p>
        <ul className="list-disc space-y-2 pl-6">
          {storedItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </TextSection>
      <TextSection heading={t('privacy.whoHeading')}>
        <p>{t('privacy.who')}</p>
      </TextSection>
      <TextSection heading={t('privacy.photosHeading')}>
        <p>{t('privacy.photos')}</p>
      </TextSection>
      <TextSection heading={t('privacy.cookiesHeading')}>
        <p>{t('privacy.cookies')}</p>
      </TextSection>
      <TextSection heading={t('privacy.retentionHeading')}>
        <p>{t('privacy.retention')}</p>
      </TextSection>
      <TextSection heading={t('privacy.rightsHeading')}>
        <p>{t('privacy.rights')}</p>
        <p>
          <Link to={paths.contact()} className="btn-primary">
            {t('privacy.contactLink')}
          </Link>
        </p>
      </TextSection>
    </LegalPage>
  );
}
