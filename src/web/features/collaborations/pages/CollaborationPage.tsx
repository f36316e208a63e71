import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { CollaborationDetail } from '../../../../shared/schemas/collaborations.js';
import { ContentBlocks } from '../../../components/content-blocks/ContentBlocks';
import { EmptyText } from '../../../components/EmptyText';
import { LiveBadge } from '../../../components/LiveBadge';
import { MemberCard } from '../../../entities/member-card/MemberCard';
import { ReviewPanel } from '../../../entities/review/ReviewPanel';
import { projectName } from '../../../entities/projects/open-projects';
import { ReviewBadge, ReviewNotice } from '../../../entities/review/ReviewStatus';
import { isUuid } from '../../../../shared/ids.js';
import { useDateFormat } from '../../../lib/format-date';
import type { LiveStatus } from '../../../lib/live';
import { paths } from '../../../lib/paths';
import { useLiveCollaboration } from '../api/live-collaborations';
import { AccessDenied } from '../components/AccessDenied';
import { ChangeNotice } from '../components/ChangeNotice';
import { BackIcon, PencilIcon } from '../components/icons';
import { StatusBadge } from '../components/StatusBadge';
import { useRouteCollaboration } from '../components/use-route-collaboration';
import { Thumbnail } from '../../../entities/collaborations/Thumbnail';
import { imagesOf } from '../../../components/content-blocks/images-of';

// The main column is two thirds of 72rem from 1024 px, else the screen less its padding.
const MAIN_SIZES = '(min-width: 72rem) 46rem, (min-width: 1024px) 64vw, calc(100vw - 2rem)';

/** /collaboration-page/:status/:id, kept up to date as its members change it. */
export function CollaborationPage() {
  const { status, id } = useParams();
  const live = useLiveCollaboration(isUuid(id) ? id : null);
  const { data, fallback } = useRouteCollaboration();
  if (fallback) return fallback;
  // The status in the address is only a hint (links outlive status changes): the real one wins.
  if (status !== data.status) {
    return <Navigate to={paths.collaborationPage(data.status, data.id)} replace />;
  }
  return <CollaborationView collaboration={data} live={live} />;
}

/** The project it belongs to, linked, and (when so) that its people alone see it. */
function PlaceNotice({ collaboration: { audience, project } }: { collaboration: Pick<CollaborationDetail, 'audience' | 'project'> }) {
  const { t, i18n } = useTranslation();
  if (!project) return null;
  const name = projectName(project, i18n.language);
  return (
    <p className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-200">
      <Link to={paths.projectSpace(project.slug)} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950">
        {project.icon ? `${project.icon} ` : ''}
        {name}
      </Link>
      {audience === 'project' && <> · {t('collaboration.projectNotice', { project: name })}</>}
    </p>
  );
}

function CollaborationView({ collaboration, live }: { collaboration: CollaborationDetail; live: LiveStatus }) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  // How often the badge was pressed without access; each press announces the alert afresh.
  const [denials, setDenials] = useState(0);
  const { id, title, status, thumbnail, content, createdAt, creator, members, updates, helpRequests, canEdit, review, change } = collaboration;

  return (
    <article className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('collaboration.pageDocumentTitle', { title })}</title>
      <Link
        to={paths.collaboration()}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        <BackIcon />
        {t('collaboration.backToBoard')}
      </Link>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <StatusBadge
          status={status}
          editHref={canEdit ? paths.collaborationEdit(id) : null}
          onDenied={() => setDenials((count) => count + 1)}
        />
        <LiveBadge status={live} />
      </div>
      {denials > 0 && <AccessDenied key={denials} className="mt-4" />}
      <div className="mt-4 flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <h1 className="min-w-0 text-3xl leading-tight font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">{title}</h1>
        {/* The badge leads there too, but a newcomer does not guess that a status is a control. */}
        {canEdit && (
          <Link to={paths.collaborationEdit(id)} className="btn-secondary shrink-0">
            <PencilIcon size={16} />
            {t('collaboration.manage')}
          </Link>
        )}
      </div>
      {/* A pupil's new collaboration, for them and reviewers only until it is approved. */}
      {review && (
        <ReviewNotice
          review={review}
          reviewing={collaboration.canReview}
          waitingText={collaboration.canReview ? undefined : t('collaboration.waitingCollaborationText')}
          action={
            canEdit && (
              <Link to={paths.changeContent(id, 'edit-collaboration')} className="btn-secondary">
                <PencilIcon size={16} />
                {t('collaboration.changeIt')}
              </Link>
            )
          }
        />
      )}
      {change && <ChangeNotice collaboration={collaboration} change={change} />}
      <PlaceNotice collaboration={collaboration} />

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="space-y-10 lg:col-span-2">
          <Thumbnail
            image={thumbnail}
            sizes={MAIN_SIZES}
            eager
            className="aspect-[16/10] h-auto max-h-[28rem] w-full rounded-2xl shadow-sm"
          />
          <PageSection heading={t('collaboration.description')}>
            <ContentBlocks blocks={content} imageSizes={MAIN_SIZES} />
          </PageSection>
        </div>

        <aside className="space-y-10">
          <PageSection heading={t('collaboration.updates')}>
            <ItemLinks collaborationId={id} items={updates} empty={t('collaboration.noUpdates')} />
          </PageSection>

          <PageSection heading={t('collaboration.helpRequests')}>
            <ItemLinks collaborationId={id} items={helpRequests} empty={t('collaboration.noHelpRequests')} />
          </PageSection>

          <PageSection heading={t('collaboration.executingMembers')}>
            {members.length === 0 ? (
              <EmptyText>{t('collaboration.noMembers')}</EmptyText>
            ) : (
              <ul className="flex flex-col items-start gap-2">
                {members.map((member) => (
                  <li key={member.id} className="max-w-full">
                    <MemberCard member={member} />
                  </li>
                ))}
              </ul>
            )}
          </PageSection>

          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <p className="text-sm text-slate-600">
              <time dateTime={createdAt}>{t('collaboration.createdAt', { date: formatDate(createdAt) })}</time>
            </p>
            <MemberCard member={creator} className="mt-2 -ml-0.5" />
          </div>
        </aside>
      </div>
      {collaboration.canReview && review && <ReviewPanel subject={{ type: 'collaboration', id, version: review.version }} pictures={[thumbnail, ...imagesOf(content)]} />}
    </article>
  );
}

/** A collaboration's updates or requests for help, each a link to its page, newest first. */
function ItemLinks({ collaborationId, items, empty }: { collaborationId: string; items: CollaborationDetail['updates']; empty: string }) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  if (items.length === 0) return <EmptyText>{empty}</EmptyText>;
  return (
    <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={paths.itemPage(item.kind, collaborationId, item.id)}
            className="flex flex-col gap-0.5 px-4 py-3 transition hover:bg-brand-50 focus-visible:-outline-offset-3"
          >
            <span className="font-semibold text-brand-900 [overflow-wrap:anywhere]">{item.title}</span>
            {/* Only its author's own come with a review state: why others do not see them yet. */}
            {item.review && <ReviewBadge review={item.review} className="my-0.5" />}
            {/* Hidden by reports or a moderator: listed for its author alone, so they find it. */}
            {item.hidden && <p className="my-0.5 self-start rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800">{t('collaboration.hiddenBadge')}</p>}
            <time dateTime={item.createdAt} className="text-sm text-slate-500">
              {formatDate(item.createdAt)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function PageSection({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      {/* Smaller than the title blocks of the description it introduces: a label, not a chapter. */}
      <h2 id={id} className="mb-4 border-b border-slate-200 pb-2 text-sm font-bold tracking-wider text-accent-700 uppercase">
        {heading}
      </h2>
      {children}
    </section>
  );
}
