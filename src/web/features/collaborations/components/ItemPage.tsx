import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ARTICLE_IMAGE_SIZES } from '../../../../shared/constants.js';
import type { ItemDetail } from '../../../../shared/schemas/collaborations.js';
import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import { ContentBlocks } from '../../../components/content-blocks/ContentBlocks';
import { LoadError } from '../../../components/LoadError';
import { CommentsSection } from '../../../entities/comments/CommentsSection';
import { ReactionBar } from '../../../entities/reactions/ReactionBar';
import { useReactions } from '../../../entities/reactions/reaction-queries';
import { ReportButton } from '../../../entities/reports/ReportButton';
import { ReviewPanel } from '../../../entities/review/ReviewPanel';
import { ReviewNotice } from '../../../entities/review/ReviewStatus';
import { Spinner } from '../../../components/Spinner';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useItem } from '../api/get-item';
import { useShowItem } from '../api/show-item';
import { SaveError } from '../../../components/SaveError';
import { BackIcon } from './icons';
import { isUuid } from '../../../../shared/ids.js';
import { isMissing } from './is-missing';
import { ItemForm } from './ItemForm';
import { NotFound } from './NotFound';
import { Thumbnail } from '../../../entities/collaborations/Thumbnail';

const THUMB_SIZES = '10rem';

/**
 * The help page and the update page: the collaboration's title and thumbnail, the item's title,
 * blocks and date, and the way back. An item of the other kind is not found here. One that is not
 * live yet says so; its author may change it, a reviewer decide on it. One hidden by members'
 * reports or a moderator says so to the few who still read it; others may report it. Under a
 * live one, its members' comments.
 */
export function ItemPage({ kind }: { kind: CollaborationItemKind }) {
  const { t } = useTranslation();
  const { id, itemId } = useParams();
  const valid = isUuid(id) && isUuid(itemId);
  const item = useItem(id ?? '', itemId ?? '', valid);

  if (!valid) return <NotFound what="item" />;
  if (item.isPending) return <Spinner label={t('collaboration.loadingItem')} />;
  if (item.isError) {
    if (isMissing(item.error)) return <NotFound what="item" />;
    return (
      <div className="px-4 py-16">
        <LoadError label={t('collaboration.errorFetchingItem')} detail={item.error.message} onRetry={() => void item.refetch()} />
      </div>
    );
  }
  if (item.data.kind !== kind) return <NotFound what="item" />;
  return <ItemView item={item.data} kind={kind} />;
}

function ItemView({ item, kind }: { item: ItemDetail; kind: CollaborationItemKind }) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  // Its author changing it, in the form that posted it, in place of what it shows.
  const [revising, setRevising] = useState(false);
  const { title, content, createdAt, collaboration, review } = item;
  const isUpdate = kind === 'update';
  const editing = revising && item.canRevise;
  // Members react to an update or help request (decision 0047), live with its collaboration's page.
  const reactions = useReactions('item', [item.id], { live: `collaboration:${collaboration.id}`, enabled: true });
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>{t('collaboration.itemDocumentTitle', { title, collaboration: collaboration.title })}</title>
      <Link
        to={paths.collaborationPage(collaboration.status, collaboration.id)}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        <BackIcon />
        {t('collaboration.backToCollaboration')}
      </Link>

      <div className="mt-6 flex items-center gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-slate-200">
        <Thumbnail image={collaboration.thumbnail} sizes={THUMB_SIZES} eager className="aspect-[16/10] h-auto w-28 shrink-0 rounded-lg sm:w-40" />
        <p className="min-w-0 text-lg font-bold text-brand-900 [overflow-wrap:anywhere]">{collaboration.title}</p>
      </div>

      <p
        className={
          'mt-10 inline-block rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ' +
          (isUpdate ? 'bg-brand-100 text-brand-800' : 'bg-accent-100 text-accent-700')
        }
      >
        {isUpdate ? t('collaboration.updateLabel') : t('collaboration.helpLabel')}
      </p>
      <h1 className="mt-3 text-3xl leading-tight font-extrabold tracking-tight text-brand-900 [overflow-wrap:anywhere] sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-slate-600">
        <time dateTime={createdAt}>{t('collaboration.createdAt', { date: formatDate(createdAt) })}</time>
      </p>
      {item.hidden && <HiddenNotice item={item} />}
      {review && (
        <ReviewNotice
          review={review}
          reviewing={item.canReview}
          action={
            item.canRevise &&
            !editing && (
              <button type="button" className="btn-secondary" onClick={() => setRevising(true)}>
                {t('collaboration.editItem')}
              </button>
            )
          }
        />
      )}
      {editing ? (
        <div className="mt-10">
          <ItemForm collaborationId={collaboration.id} kind={kind} revising={{ item, onClose: () => setRevising(false) }} />
        </div>
      ) : (
        content.length > 0 && (
          <div className="mt-8">
            <ContentBlocks blocks={content} imageSizes={ARTICLE_IMAGE_SIZES} />
          </div>
        )
      )}
      {!editing && (
        <ReactionBar
          type="item"
          id={item.id}
          set={reactions.set}
          reactions={reactions.things[item.id]}
          describedAs={t('reactions.theItem', { title })}
          canReact={!review && !item.hidden && collaboration.status !== 'deleted'}
        />
      )}
      {/* A member may report someone else's update or help request to the moderators (decision 0048). */}
      {!editing && item.canReport && (
        <div className="mt-6 text-right">
          <ReportButton
            subject={{ type: 'item', kind, id: item.id }}
            label={t('report.report')}
            describedAs={t(isUpdate ? 'report.theUpdate' : 'report.theHelp', { title })}
            className="text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          />
        </div>
      )}
      {item.canReview && item.review && <ReviewPanel subject={{ type: 'item', id: item.id, version: item.review.version }} />}
      {/* Members answer a live one in its thread (decision 0042); one waiting for review has none yet. */}
      {!editing && !review && <CommentsSection place={{ kind: 'item', collaborationId: collaboration.id, itemId: item.id }} />}
    </article>
  );
}

/** Says a hidden item is hidden, to the few who still read it; a teacher or admin may show it again. */
function HiddenNotice({ item }: { item: ItemDetail }) {
  const { t } = useTranslation();
  const show = useShowItem();
  return (
    <div role="note" className="mt-6 rounded-xl bg-slate-100 px-4 py-3 text-slate-800 ring-1 ring-slate-300">
      <p>{t('collaboration.hiddenNotice')}</p>
      {item.canShow && (
        <div className="mt-3 space-y-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={show.isPending}
            onClick={() => show.mutate({ id: item.collaboration.id, itemId: item.id })}
          >
            {t('collaboration.showAgain')}
          </button>
          {show.error && <SaveError label={t('collaboration.errorShowingItem')} error={show.error} />}
        </div>
      )}
    </div>
  );
}
