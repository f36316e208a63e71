import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { wordsIn } from '../../../../shared/project-words.js';
import { Gallery } from '../../../components/Gallery';
import { LoadError } from '../../../components/LoadError';
import { MediaImage } from '../../../components/MediaImage';
import { PageBanner } from '../../../components/PageBanner';
import { Spinner } from '../../../components/Spinner';
import { projectName } from '../../../entities/projects/open-projects';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSessionUser } from '../../../lib/session';
import { useProject } from '../api/get-project';
import { ProjectMembers } from '../components/ProjectMembers';
import { ProjectCollaborations } from '../components/ProjectCollaborations';
import { ProjectPosts } from '../components/ProjectPosts';

/** /project/:slug: one project's own page: its name, picture and description, its gallery, its latest posts and collaborations, and who takes part. */
export function ProjectSpacePage() {
  const { t, i18n } = useTranslation();
  const slug = (useParams().slug ?? '').toLowerCase();
  const project = useProject(slug);
  const user = useSessionUser();

  if (project.isPending) return <Spinner label={t('project.heading')} />;
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-20 text-center">
          <title>{`${t('project.notFoundHeading')} · Agora`}</title>
          <h1 className="text-3xl font-bold text-brand-900">{t('project.notFoundHeading')}</h1>
          <p className="mt-4 text-lg text-slate-700">{t('project.notFoundText')}</p>
          <Link to={paths.project()} className="btn-primary mt-8 inline-flex px-6 py-3 text-base">
            {t('project.allProjects')}
          </Link>
        </div>
      );
    }
    return (
      <div className="px-4 py-16">
        <LoadError label={t('project.errorFetchingProjects')} detail={project.error.message} onRetry={() => void project.refetch()} />
      </div>
    );
  }

  const data = project.data;
  const name = projectName(data, i18n.language);
  const description = wordsIn(data.description, i18n.language);
  return (
    <>
      <title>{`${name} · Agora`}</title>
      <PageBanner heading={data.icon ? `${data.icon} ${name}` : name} lead={t('project.lead')}>
        <Link to={paths.project()} className="mt-6 inline-block font-semibold text-white underline underline-offset-4">
          {t('project.allProjects')}
        </Link>
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pt-14 sm:px-6 lg:grid-cols-[2fr_1fr] lg:px-8">
        <section aria-labelledby="project-about">
          <h2 id="project-about" className="text-2xl font-bold tracking-tight text-brand-900">
            {t('project.aboutHeading')}
          </h2>
          {description ? (
            description.split(/\n{2,}/).map((paragraph, i) => (
              <p key={i} className="mt-4 text-lg whitespace-pre-line text-slate-700">
                {paragraph}
              </p>
            ))
          ) : (
            <p className="mt-4 text-lg text-slate-700">{t('project.noDescription')}</p>
          )}
        </section>
        {data.picture && (
          <div className="mx-auto size-56 overflow-hidden rounded-full bg-brand-100 shadow-md ring-4 ring-white sm:size-64">
            <MediaImage image={data.picture} sizes="256px" alt="" decoding="async" className="size-full object-cover" />
          </div>
        )}
      </div>
      {data.gallery.length > 0 && (
        <section aria-labelledby="project-pictures" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 lg:px-8">
          <h2 id="project-pictures" className="mb-6 text-2xl font-bold tracking-tight text-brand-900">
            {t('project.picturesHeading')}
          </h2>
          <Gallery pictures={data.gallery.map((picture) => ({ image: picture.image, alt: wordsIn(picture.alt, i18n.language) }))} />
        </section>
      )}
      <ProjectPosts slug={data.slug} />
      {user && <ProjectCollaborations slug={data.slug} />}
      <ProjectMembers slug={data.slug} signedIn={Boolean(user)} />
    </>
  );
}
