import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CARD_IMAGE_SIZES } from '../../../shared/constants.js';
import type { CollaborationCard, HelpCard } from '../../../shared/schemas/collaborations.js';
import { ReviewBadge } from '../review/ReviewStatus';
import { useDateFormat } from '../../lib/format-date';
import { paths } from '../../lib/paths';
import { projectName } from '../projects/open-projects';
import { cutTitle } from './cut-title';
import { Thumbnail } from './Thumbnail';

const HELP_SIZES = '(min-width: 1024px) 8rem, 6rem';

/** A card whose whole surface is its link's target; focus shows on the card. */
const CARD =
  'group relative flex overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg ' +
  'has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-500 has-[a:focus-visible]:outline-solid';
const CARD_LINK = "after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline";

/** Collaborations of one status on the board: thumbnail, title cut at 75, creator. */
export function CollaborationGrid({ collaborations, eager }: { collaborations: readonly CollaborationCard[]; eager: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {collaborations.map((collaboration, index) => (
        <li key={collaboration.id} className={`${CARD} flex-col`}>
          <Thumbnail
            image={collaboration.thumbnail}
            sizes={CARD_IMAGE_SIZES}
            eager={eager && index < 3}
            className="aspect-[16/10] h-auto w-full"
          />
          <div className="flex flex-1 flex-col p-5">
            <h3 className="text-lg leading-snug font-bold text-brand-900 [overflow-wrap:anywhere]">
              <Link
                to={paths.collaborationPage(collaboration.status, collaboration.id)}
                title={collaboration.title}
                className={CARD_LINK}
              >
                {cutTitle(collaboration.title)}
              </Link>
            </h3>
            {/* Only its creator's board holds one not yet approved: why nobody else sees it. */}
            {collaboration.review && <ReviewBadge review={collaboration.review} className="mt-2" />}
            <PlaceBadge collaboration={collaboration} />
            <p className="mt-auto pt-3 text-sm text-slate-600">
              {t('collaboration.createdBy', { name: collaboration.createdBy.name, surname: collaboration.createdBy.surname })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The project a collaboration belongs to, and whether its people alone see it. */
function PlaceBadge({ collaboration }: { collaboration: CollaborationCard }) {
  const { t, i18n } = useTranslation();
  if (!collaboration.project) return null;
  const name = `${collaboration.project.icon ? `${collaboration.project.icon} ` : ''}${projectName(collaboration.project, i18n.language)}`;
  return (
    <p className="mt-2 self-start rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900">
      {collaboration.audience === 'project' ? t('collaboration.audienceProjectBadge', { project: name }) : name}
    </p>
  );
}

/** Open help requests: the idea's thumbnail and title, the request's title and date. */
export function HelpGrid({ help }: { help: readonly HelpCard[] }) {
  const { formatDate } = useDateFormat();
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {help.map((item) => (
        <li key={item.id} className={CARD}>
          <Thumbnail image={item.thumbnail} sizes={HELP_SIZES} className="w-24 shrink-0 self-stretch lg:w-32" />
          <div className="flex min-w-0 flex-1 flex-col p-4">
            <p className="truncate text-xs font-semibold tracking-wide text-accent-700 uppercase" title={item.collaborationTitle}>
              {cutTitle(item.collaborationTitle)}
            </p>
            <h3 className="mt-1 leading-snug font-bold text-brand-900 [overflow-wrap:anywhere]">
              <Link to={paths.helpPage(item.collaborationId, item.id)} className={CARD_LINK}>
                {item.title}
              </Link>
            </h3>
            <time dateTime={item.createdAt} className="mt-auto pt-2 text-sm text-slate-500">
              {formatDate(item.createdAt)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}
