import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaView } from '../../../../shared/schemas/media.js';
import { MediaImage } from '../../../components/MediaImage';
import { PROJECT_NUMBERS } from '../../../components/project-numbers';
import { paths } from '../../../lib/paths';

// The circles are 8 rem wide on phones and 11 rem from 640 px (see the classes below).
const CIRCLE_SIZES = '(min-width: 640px) 176px, 128px';

/** The home page's four project circles, Project 1 to 4, each leading to /project. */
export function ProjectCircles({ pictures }: { pictures: readonly MediaView[] | undefined }) {
  const { t } = useTranslation();
  return (
    <ul className="grid grid-cols-2 justify-items-center gap-x-6 gap-y-10 lg:grid-cols-4">
      {PROJECT_NUMBERS.map((number, i) => {
        const picture = pictures?.[i];
        return (
          <li key={number}>
            <Link to={paths.project()} className="group flex flex-col items-center gap-4 rounded-2xl p-2">
              {/* The circle is there before its picture: nothing moves when it arrives. */}
              <span className="block size-32 overflow-hidden rounded-full bg-brand-100 shadow-md ring-4 ring-white transition-transform group-hover:scale-105 sm:size-44">
                {picture && (
                  <MediaImage
                    image={picture}
                    sizes={CIRCLE_SIZES}
                    // The label below names the link; the symbol adds nothing to read out.
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover"
                  />
                )}
              </span>
              <span className="text-lg font-semibold text-brand-900 group-hover:underline">
                {t('nav.project', { number })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
