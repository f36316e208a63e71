import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { PageBanner } from '../../../components/PageBanner';
import { TextSection } from '../components/TextSection';

/** /about: who the programme is, with Projects and Contact buttons. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('about.documentTitle')}</title>
      <PageBanner heading={t('about.heading')} lead={t('about.lead')}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={paths.project()} className="btn-accent px-6 py-3 text-base">
            {t('about.projectsButton')}
          </Link>
          <Link
            to={paths.contact()}
            className="btn-secondary bg-transparent px-6 py-3 text-base text-white shadow-[inset_0_0_0_1px_rgb(255_255_255/0.6)] hover:bg-white/10"
          >
            {t('about.contactButton')}
          </Link>
        </div>
      </PageBanner>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="max-w-3xl space-y-12">
          <TextSection heading={t('about.whoHeading')}>
            <p>{t('about.who')}</p>
          </TextSection>
          <TextSection heading={t('about.clubsHeading')}>
            <p>{t('about.clubs')}</p>
          </TextSection>
          <TextSection heading={t('about.familiesHeading')}>
            <p>{t('about.families')}</p>
          </TextSection>
          <TextSection heading={t('about.joinHeading')}>
            <p>{t('about.join')}</p>
          </TextSection>
        </div>
      </div>
    </>
  );
}
