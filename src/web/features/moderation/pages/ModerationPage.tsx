import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWER_ROLES } from '../../../../shared/constants.js';
import { EmptyText } from '../../../components/EmptyText';
import { ListStates } from '../../../components/ListStates';
import { RefusedPage } from '../../../components/RefusedPage';
import { Spinner } from '../../../components/Spinner';
import { useSessionUser } from '../../../lib/session';
import { useModerationQueue, type ModerationEntry } from '../api/get-moderation-queue';
import { ModerationDialog } from '../components/ModerationDialog';
import { ModerationEntryRow, type ModerationAction } from '../components/ModerationEntryRow';

const LIST = 'divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200';

/**
 * /moderation: what members reported and watched words flagged (decision 0044), the longest
 * waiting first, for teachers and administrators to decide on once per thing. Each decision is
 * asked in a dialog that says what it will do; its outcome is announced on the page. Other
 * members are told plainly it is not for them (the server refuses them anyway).
 */
export function ModerationPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  // Only a mirror of the server, which refuses the queue to members anyway.
  const moderator = user ? REVIEWER_ROLES.includes(user.role) : false;
  const queue = useModerationQueue(moderator);
  const [deciding, setDeciding] = useState<{ entry: ModerationEntry; action: ModerationAction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  if (user === undefined) return <Spinner label={t('loading.text')} />;
  if (!moderator) {
    return <RefusedPage documentTitle={t('moderation.documentTitle')} heading={t('moderation.heading')} text={t('apiErrors.moderators_only')} />;
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{t('moderation.documentTitle')}</title>
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-brand-900 focus:outline-none sm:text-4xl">
        {t('moderation.heading')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('moderation.intro')}</p>
      {/* Always on the page, so the outcome of a decision is heard when it appears. */}
      <p role="status" className={announcement ? 'mt-6 rounded-lg bg-emerald-50 px-3 py-2 font-medium text-emerald-900 ring-1 ring-emerald-200' : 'sr-only'}>
        {announcement}
      </p>
      <div className="mt-8">
        <ListStates
          query={queue}
          loadingLabel={t('moderation.loading')}
          errorLabel={t('moderation.errorFetching')}
          isEmpty={(data) => data.entries.length === 0}
          empty={<EmptyText>{t('moderation.empty')}</EmptyText>}
        >
          {(data) => (
            <>
              <p className="mb-4 font-semibold text-brand-900">
                {t('moderation.open', { count: data.open })}
                {data.open > data.entries.length && <span className="font-normal text-slate-700"> {t('moderation.oldestShown', { count: data.entries.length })}</span>}
              </p>
              <ul className={LIST}>
                {data.entries.map((entry) => (
                  <ModerationEntryRow
                    key={`${entry.subject.type}-${entry.subject.id}`}
                    entry={entry}
                    onDecide={(action) => {
                      setAnnouncement('');
                      setDeciding({ entry, action });
                    }}
                  />
                ))}
              </ul>
            </>
          )}
        </ListStates>
      </div>
      {deciding && (
        <ModerationDialog
          key={`${deciding.entry.subject.id}-${deciding.action}`}
          entry={deciding.entry}
          action={deciding.action}
          fallbackFocus={heading}
          onClose={() => setDeciding(null)}
          onDecided={(text) => {
            setDeciding(null);
            setAnnouncement(text);
          }}
        />
      )}
    </div>
  );
}
