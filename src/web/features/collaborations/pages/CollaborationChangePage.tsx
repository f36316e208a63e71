import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CollaborationChange } from '../../../../shared/schemas/collaborations.js';
import type { PresentedBlock } from '../../../../shared/schemas/content.js';
import type { MediaView } from '../../../../shared/schemas/media.js';
import { isUuid } from '../../../../shared/ids.js';
import { ContentBlocks } from '../../../components/content-blocks/ContentBlocks';
import { imagesOf } from '../../../components/content-blocks/images-of';
import { LoadError } from '../../../components/LoadError';
import { ReviewPanel } from '../../../entities/review/ReviewPanel';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { Spinner } from '../../../components/Spinner';
import { paths } from '../../../lib/paths';
import { useCollaborationChange } from '../api/get-collaboration-change';
import { BackIcon, PencilIcon } from '../components/icons';
import { isMissing } from '../components/is-missing';
import { NotFound } from '../components/NotFound';
import { Thumbnail } from '../../../entities/collaborations/Thumbnail';

const COLUMN_SIZES = '(min-width: 64rem) 40rem, calc(100vw - 2rem)';

/**
 * /collaboration-change/:id: a pupil's change to a collaboration's title, picture and
 * description as the collaboration will look once approved, and what everyone sees until then.
 * Its author finds the way to change it again; a teacher or admin decides on it under it.
 */
export function CollaborationChangePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const valid = isUuid(id);
  const change = useCollaborationChange(id ?? '', valid);

  if (!valid) return <NotFound what="change" />;
  // A decision asks for the change again, which is gone once approved, just before the panel
  // leads to the queue: what was read stays on screen until then, rather than "not found".
  if (change.data) return <ChangeView change={change.data} />;
  if (change.isPending) return <Spinner label={t('collaboration.loadingChange')} />;
  if (change.isError) {
    if (isMissing(change.error)) return <NotFound what="change" />;
    return (
      <div className="px-4 py-16">
        <LoadError label={t('collaboration.errorFetchingChange')} detail={change.error.message} onRetry={() => void change.refetch()} />
      </div>
    );
  }
  return <NotFound what="change" />;
}

function ChangeView({ change }: { change: CollaborationChange }) {
  const { t } = useTranslation();
  const { collaborationId, review, author, current } = change;
  const byline = t('collaboration.changeBy', { name: author.name, surname: author.surname });

  return (
    <article className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('collaboration.changeDocumentTitle', { title: current.title })}</title>
      <Link
        to={paths.collaborationPage(change.status, collaborationId)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        <BackIcon />
        {t('collaboration.backToCollaboration')}
      </Link>
      <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">
        {t('collaboration.changeHeading', { title: current.title })}
      </h1>
      <p className="mt-2 text-slate-700">{byline}</p>
      <ReviewNotice
        review={review}
        // Whoever reads it but its author is a reviewer (nobody else may): told what it waits for.
        reviewing={!change.canRevise}
        waitingText={change.canRevise ? t('collaboration.changeWaitingYours') : t('collaboration.changeWaitingText')}
        action={
          change.canRevise && (
            <Link to={paths.changeContent(collaborationId, 'edit-collaboration')} className="btn-secondary">
              <PencilIcon size={16} />
              {t('collaboration.changeAgain')}
            </Link>
          )
        }
      />

      <Version heading={t('collaboration.proposedVersion')} title={change.title} thumbnail={change.thumbnail} content={change.content} highlighted />
      <Version heading={t('collaboration.currentVersion')} title={current.title} thumbnail={current.thumbnail} content={current.content} />

      {change.canReview && <ReviewPanel subject={{ type: 'collaboration_change', id: collaborationId, version: review.version }} pictures={[change.thumbnail, ...imagesOf(change.content)]} />}
    </article>
  );
}

/** One version of the idea, as the collaboration page shows it: title, picture, description. */
function Version({
  heading,
  title,
  thumbnail,
  content,
  highlighted = false,
}: {
  heading: ReactNode;
  title: string;
  thumbnail: MediaView | null;
  content: PresentedBlock[];
  highlighted?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`mt-10 rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-8 ${highlighted ? 'ring-2 ring-amber-300' : 'ring-slate-200'}`}
    >
      <h2 id={id} className="mb-4 text-sm font-bold tracking-wider text-accent-700 uppercase">
        {heading}
      </h2>
      <p className="text-2xl font-extrabold text-brand-900 [overflow-wrap:anywhere]">{title}</p>
      <Thumbnail
        image={thumbnail}
        sizes={COLUMN_SIZES}
        alt={thumbnail ? t('collaboration.thumbnailAlt') : t('collaboration.placeholderAlt')}
        className="mt-4 aspect-[16/10] h-auto w-full max-w-xl rounded-xl"
      />
      <div className="mt-6">
        <ContentBlocks blocks={content} imageSizes={COLUMN_SIZES} />
      </div>
    </section>
  );
}
