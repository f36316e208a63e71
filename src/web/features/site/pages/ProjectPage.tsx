import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GALLERY_IMAGE_COUNT } from '../../../../shared/constants.js';
import { LoadError } from '../../../components/LoadError';
import { paths } from '../../../lib/paths';
import { useSiteImages } from '../../../entities/site/get-site-images';
import { Gallery } from '../../../components/Gallery';
import { ProjectCircles } from '../components/ProjectCircles';
import { PageBanner } from '../../../components/PageBanner';
import { TextSection } from '../components/TextSection';
import { useScrollReset } from '../components/use-scroll-reset';

/** /project: how projects work, every open project leading to its page, and the gallery of six pictures. */
export function ProjectPage() {
  const { t } = useTranslation();
  const images = useSiteImages();
  useScrollReset();

  return (
    <>
      <title>{t('project.documentTitle')}</title>
      <PageBanner heading={t('project.heading')} lead={t('project.lead')} />
      <div className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-16 lg:px-8">
        <div className="max-w-3xl">
          <TextSection heading={t('project.introHeading')}>
            <p>{t('project.intro')}</p>
            <p>{t('project.members')}</p>
          </TextSection>
        </div>
      </div>

      <section aria-labelledby="project-list" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-16 lg:px-8">
        <h2 id="project-list" className="mb-8 text-2xl font-bold tracking-tight text-brand-900">
          {t('project.listHeading')}
        </h2>
        {images.isError ? (
          <LoadError label={t('project.errorFetchingProjects')} detail={images.error.message} onRetry={() => void images.refetch()} />
        ) : images.data?.projects.length === 0 ? (
          <p className="text-lg text-slate-700">{t('project.noProjects')}</p>
        ) : (
          <ProjectCircles projects={images.data?.projects} />
        )}
      </section>

      <section aria-labelledby="project-gallery" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16 lg:px-8">
        <div className="mb-8 max-w-3xl">
          <h2 id="project-gallery" className="text-2xl font-bold tracking-tight text-brand-900">
            {t('project.galleryHeading')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t('project.galleryText')}</p>
        </div>
        {images.isError ? (
          <LoadError
            label={t('project.errorFetchingPictures')}
            detail={images.error.message}
            onRetry={() => void images.refetch()}
          />
        ) : (
          <Gallery pictures={images.data?.gallery.map((image) => ({ image, alt: '' }))} expected={GALLERY_IMAGE_COUNT} />
        )}
      </section>

      <section aria-labelledby="project-contact" className="bg-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="project-contact" className="text-2xl font-bold tracking-tight text-brand-900">
            {t('project.contactHeading')}
          </h2>
          <p className="text-lg text-slate-700">{t('project.contactText')}</p>
          <Link to={paths.contact()} className="btn-primary px-6 py-3 text-base">
            {t('project.contactButton')}
          </Link>
        </div>
      </section>
    </>
  );
}
