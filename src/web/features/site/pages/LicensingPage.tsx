import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { LegalPage } from '../components/LegalPage';
import { TextSection } from '../components/TextSection';

const MIT_URL = 'https://opensource.org/license/mit';
const CC_BY_URL = 'https://creativecommons.org/licenses/by/4.0/';
const EXTERNAL = 'font-medium text-brand-700 underline hover:text-brand-900';

/** /licensing: the software under MIT, the site's own pictures under CC BY 4.0, members' content theirs. */
export function LicensingPage() {
  const { t } = useTranslation();
  return (
    <LegalPage heading={t('licensing.heading')} intro={t('licensing.intro')}>
      <title>{t('licensing.documentTitle')}</title>
      <TextSection heading={t('licensing.softwareHeading')}>
        <p>{t('licensing.software')}</p>
        <p>
          <a href={MIT_URL} rel="license" className={EXTERNAL}>
            {t('licensing.softwareLink')}
          </a>
        </p>
      </TextSection>
      <TextSection heading={t('licensing.picturesHeading')}>
        <p>{t('licensing.pictures')}</p>
        <p>
          <a href={CC_BY_URL} rel="license" className={EXTERNAL}>
            {t('licensing.picturesLink')}
          </a>
        </p>
      </TextSection>
      <TextSection heading={t('licensing.contentHeading')}>
        <p>{t('licensing.content')}</p>
        <p>
          <Link to={paths.contact()} className="btn-primary">
            {t('licensing.contactLink')}
          </Link>
        </p>
      </TextSection>
    </LegalPage>
  );
}
