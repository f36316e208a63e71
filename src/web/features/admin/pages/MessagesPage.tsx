import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ContactMessage } from '../../../../shared/schemas/contact.js';
import { SaveError } from '../../../components/SaveError';
import { useConfirm } from '../../../components/use-confirm';
import { useDeleteMessage } from '../api/delete-message';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkMessageRead } from '../api/mark-message-read';
import { AdminPager } from '../components/AdminPager';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { useDateFormat } from '../../../lib/format-date';
import { readPage } from '../components/page-param';

/** /admin/messages: what visitors wrote through the contact form, newest first. */
export function MessagesPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = readPage(search);
  const messages = useContactMessages(page);

  return (
    <div className="space-y-4">
      <title>{t('admin.messagesTitle')}</title>
      <h2 className="text-xl font-bold text-brand-900">{t('admin.contactMessages')}</h2>
      <ListStates
        query={messages}
        loadingLabel={t('admin.loading')}
        errorLabel={t('admin.errorFetchingMessages')}
        isEmpty={(data) => data.messages.length === 0}
        empty={<EmptyText>{t('admin.noMessages')}</EmptyText>}
      >
        {(data) => (
          <>
            <ul className="space-y-4">
              {data.messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </ul>
            <AdminPager page={page} hasNext={data.hasNext} />
          </>
        )}
      </ListStates>
    </div>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const { formatDateTime } = useDateFormat();
  const { t } = useTranslation();
  const confirm = useConfirm();
  const markRead = useMarkMessageRead();
  const remove = useDeleteMessage();
  const unread = message.readAt === null;
  const failed = markRead.error ?? remove.error;

  async function handleDelete() {
    if (await confirm(t('admin.deleteMessageQuestion', { name: message.name }))) remove.mutate(message.id);
  }

  return (
    <li>
      <article
        aria-label={t('admin.messageFrom', { name: message.name })}
        className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ${unread ? 'border-l-4 border-accent-400 ring-accent-300' : 'ring-slate-200'}`}
      >
        <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p className="text-brand-900">
            <span className={unread ? 'font-bold' : 'font-semibold'}>{message.name}</span>{' '}
            <a href={`mailto:${message.email}`} className="break-all text-brand-700 underline">
              {message.email}
            </a>
          </p>
          <p className="flex items-center gap-2 text-sm text-slate-600">
            {unread && (
              <span className="rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">{t('admin.unread')}</span>
            )}
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          </p>
        </header>
        <p className="mt-3 break-words whitespace-pre-wrap text-slate-800">{message.message}</p>
        <div className="mt-4 flex flex-wrap gap-2">
          {unread && (
            <button type="button" className="btn-secondary" disabled={markRead.isPending} onClick={() => markRead.mutate(message.id)}>
              {t('admin.markRead')}
            </button>
          )}
          <button type="button" className="btn-secondary text-danger" disabled={remove.isPending} onClick={() => void handleDelete()}>
            {t('admin.delete')}
          </button>
        </div>
        {failed && (
          <div className="mt-3">
            <SaveError label={t('admin.errorSaving')} error={failed} />
          </div>
        )}
      </article>
    </li>
  );
}
