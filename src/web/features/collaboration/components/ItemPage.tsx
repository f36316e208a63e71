import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ARTICLE_IMAGE_SIZES } from '../../../../shared/constants.js';
import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import { ContentBlocks } from '../../../components/content-blocks/ContentBlocks';
import { LoadError } from '../../../components/LoadError';
import { Spinner } from '../../../components/Spinner';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useItem } from '../api/get-item';
import { BackIcon } from './icons';
import { isUuid } from '../../../../shared/ids.js';
import { isMissing } from './is-missing';
import { NotFound } from './NotFound';
import { Thumbnail } from './Thumbnail';

const THUMB_SIZES = '10rem';

/**
 * The help page and the update page (SPEC §2): the collaboration's title and thumbnail, the
 * item's title, blocks and date, and the way back. An item of the other kind is not found here.
 */
export function ItemPage({ kind }: { kind: CollaborationItemKind }) {
  const { formatDate } = useDateFormat();
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

  const { title, content, createdAt, collaboration } = item.data;
  const isUpdate = kind === 'update';
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
      {content.length > 0 && (
        <div className="mt-8">
          <ContentBlocks blocks={content} imageSizes={ARTICLE_IMAGE_SIZES} />
        </div>
      )}
    </article>
  );
}
