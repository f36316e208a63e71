import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useSiteImages } from '../../../entities/site/get-site-images';
import { Carousel } from '../components/Carousel';
import { ProjectCircles } from '../components/ProjectCircles';
import { useScrollReset } from '../components/use-scroll-reset';

/** /, the home page: the carousel with the hero, the project circles and the About block. */
export function HomePage() {
  const { t } = useTranslation();
  const images = useSiteImages();
  useScrollReset();

  return (
    <>
      <title>{t('home.documentTitle')}</title>
      <div className="relative">
        <Carousel
          slides={images.data?.carousel}
          notice={
            images.isError && (
              <div role="alert" className="rounded-xl bg-white/95 px-5 py-4 text-center shadow-lg">
                <p className="font-semibold text-danger">{t('home.errorFetchingPictures')}</p>
                <button type="button" className="btn-primary mt-3" onClick={() => void images.refetch()}>
                  {t('common.tryAgain')}
                </button>
              </div>
            )
          }
        />
        {/* Below the pictures on small screens, laid over their lower left corner on wide ones. */}
        <div className="bg-brand-900 text-white lg:pointer-events-none lg:absolute lg:inset-x-0 lg:bottom-0 lg:z-[2] lg:bg-transparent">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:pb-14">
            <div className="max-w-xl lg:pointer-events-auto lg:rounded-3xl lg:bg-brand-950/80 lg:p-8 lg:shadow-2xl lg:backdrop-blur-sm">
              <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
                {t('home.heroHeading')}
              </h1>
              <p className="mt-4 text-lg text-brand-100">{t('home.heroText')}</p>
              <Link to={paths.project()} lang="el" className="btn-accent mt-6 px-7 py-3 text-base">
                {t('home.cta')}
              </Link>
            </div>
          </div>
        </div>
      </div>

      <section aria-labelledby="home-projects" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="home-projects" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {t('home.projectsHeading')}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{t('home.projectsText')}</p>
        </div>
        <div className="mt-12">
          <ProjectCircles projects={images.data?.projects} />
        </div>
      </section>

      <section aria-labelledby="home-about" className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_2fr] lg:items-center lg:px-8">
          <h2 id="home-about" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            {t('home.aboutHeading')}
          </h2>
          <div>
            <p className="text-lg leading-relaxed text-slate-700">{t('home.aboutText')}</p>
            <Link to={paths.about()} className="btn-primary mt-6">
              {t('home.aboutLink')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
