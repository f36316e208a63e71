import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProjectSummary } from '../../../../shared/schemas/projects.js';
import { MediaImage } from '../../../components/MediaImage';
import { projectName } from '../../../entities/projects/open-projects';
import { paths } from '../../../lib/paths';

// The circles are 8 rem wide on phones and 11 rem from 640 px (see the classes below).
const CIRCLE_SIZES = '(min-width: 640px) 176px, 128px';

/** The home page's circles: each open project, in its order, leading to its own page. */
export function ProjectCircles({ projects }: { projects: readonly ProjectSummary[] | undefined }) {
  const { i18n } = useTranslation();
  return (
    <ul className="grid grid-cols-2 justify-items-center gap-x-6 gap-y-10 lg:grid-cols-4">
      {projects?.map((project) => (
        <li key={project.id}>
          <Link to={paths.projectSpace(project.slug)} className="group flex flex-col items-center gap-4 rounded-2xl p-2">
            {/* The circle is there before its picture: nothing moves when it arrives. */}
            <span className="block size-32 overflow-hidden rounded-full bg-brand-100 shadow-md ring-4 ring-white transition-transform group-hover:scale-105 sm:size-44">
              {project.picture && (
                <MediaImage
                  image={project.picture}
                  sizes={CIRCLE_SIZES}
                  // The label below names the link; the symbol adds nothing to read out.
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              )}
            </span>
            <span className="text-center text-lg font-semibold text-brand-900 group-hover:underline">
              {project.icon && <span aria-hidden="true">{project.icon} </span>}
              {projectName(project, i18n.language)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
