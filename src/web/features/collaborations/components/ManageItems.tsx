import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CollaborationItemKind } from '../../../../shared/schemas/content.js';
import { TrashIcon } from '../../../components/action-icons';
import { EmptyText } from '../../../components/EmptyText';
import { ReviewBadge } from '../../../entities/review/ReviewStatus';
import { ListStates } from '../../../components/ListStates';
import { useConfirm } from '../../../components/use-confirm';
import { useDateFormat } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useDeleteItem } from '../api/delete-item';
import { useItems } from '../api/get-items';
import { cutTitle } from '../../../entities/collaborations/cut-title';
import { useEditArea } from './edit-area-context';
import { Thumbnail } from '../../../entities/collaborations/Thumbnail';
import { withNotice } from '../../../lib/notice';

// A third of the edit area's content column from 1024 px, half from 640 px, else the screen.
const CARD_SIZES = '(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw';

/**
 * Manage updates and Manage help: cards of 3, 2 or 1 columns with the collaboration's thumbnail
 * and title cut at 75, the item's title and date, and a delete button that asks first.
 */
export function ManageItems({ kind }: { kind: CollaborationItemKind }) {
  const { formatDate } = useDateFormat();
  const { t } = useTranslation();
  const confirm = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const { collaboration } = useEditArea();
  const items = useItems(collaboration.id, kind);
  const remove = useDeleteItem();
  const navigate = useNavigate();
  const isUpdate = kind === 'update';

  async function handleDelete(itemId: string) {
    if (!(await confirm(isUpdate ? t('collaboration.deleteUpdateQuestion') : t('collaboration.deleteHelpQuestion')))) return;
    remove.mutate(
      { id: collaboration.id, itemId },
      // The card and its button are gone: focus goes back to the top of the list, and a notice says it worked.
      {
        onSuccess: () => {
          void navigate('.', { replace: true, state: withNotice({ text: t(isUpdate ? 'notices.updateDeleted' : 'notices.helpDeleted') }) });
          heading.current?.focus();
        },
      },
    );
  }

  return (
    <div>
      <h2
        ref={heading}
        tabIndex={-1}
        className="mb-6 text-2xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-3xl"
      >
        {isUpdate ? t('collaboration.manageUpdates') : t('collaboration.manageHelp')}
      </h2>
      {remove.isError && (
        <div role="alert" className="mb-6 rounded-xl bg-red-50 px-4 py-3 text-sm ring-1 ring-red-200">
          <p className="font-semibold text-danger">{t('collaboration.errorDeletingItem')}</p>
          <p className="mt-1 text-slate-700">{remove.error.message}</p>
        </div>
      )}
      <ListStates
        query={items}
        loadingLabel={t('collaboration.loadingItems')}
        errorLabel={isUpdate ? t('collaboration.errorFetchingUpdates') : t('collaboration.errorFetchingHelp')}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyText>{isUpdate ? t('collaboration.noUpdatesIn') : t('collaboration.noHelpIn')}</EmptyText>}
      >
        {(data) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((item) => (
              <li
                key={item.id}
                className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent-500 has-[a:focus-visible]:outline-solid"
              >
                <Thumbnail image={collaboration.thumbnail} sizes={CARD_SIZES} className="aspect-[16/10] h-auto w-full" />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase [overflow-wrap:anywhere]" title={collaboration.title}>
                    {cutTitle(collaboration.title)}
                  </p>
                  <h3 className="mt-1 text-lg leading-snug font-bold text-brand-900 [overflow-wrap:anywhere]">
                    <Link
                      to={paths.itemPage(kind, collaboration.id, item.id)}
                      className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:underline"
                    >
                      {item.title}
                    </Link>
                  </h3>
                  {/* Only its author's own items come with a review state: why others do not see them yet. */}
                  {item.review && <ReviewBadge review={item.review} className="mt-2" />}
                  <time dateTime={item.createdAt} className="mt-auto pt-3 text-sm text-slate-500">
                    {formatDate(item.createdAt)}
                  </time>
                </div>
                <div className="absolute top-3 right-3 z-10">
                  <button
                    type="button"
                    aria-label={isUpdate ? t('collaboration.deleteUpdate') : t('collaboration.deleteHelp')}
                    title={isUpdate ? t('collaboration.deleteUpdate') : t('collaboration.deleteHelp')}
                    disabled={remove.isPending && remove.variables.itemId === item.id}
                    onClick={() => void handleDelete(item.id)}
                    className="grid size-11 place-items-center rounded-full bg-white/95 text-danger shadow-md ring-1 ring-slate-200 transition hover:bg-red-50 disabled:opacity-50"
                  >
                    <TrashIcon />
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
