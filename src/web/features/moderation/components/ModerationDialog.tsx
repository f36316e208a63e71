import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_BAN_DAYS, MODERATION_REASON_MAX } from '../../../../shared/constants.js';
import { SaveError } from '../../../components/SaveError';
import { ApiError } from '../../../lib/api-client';
import { useDecideReport } from '../api/decide-report';
import type { ModerationEntry } from '../api/get-moderation-queue';
import type { ModerationAction } from './ModerationEntryRow';
import { QuestionDialog, QuestionDialogClose } from '../../../components/QuestionDialog';

type ModerationDialogProps = {
  entry: ModerationEntry;
  action: ModerationAction;
  onClose: () => void;
  /** The decision went through: what to announce. */
  onDecided: (announcement: string) => void;
  /** Where focus goes on closing when the button that opened the dialog is gone (its entry was decided). */
  fallbackFocus: RefObject<HTMLElement | null>;
};

type Ban = 'none' | `${(typeof COMMENT_BAN_DAYS)[number]}`;
/** No ban, then each length a moderator may choose. */
const BAN_CHOICES: Ban[] = ['none', ...COMMENT_BAN_DAYS.map((days): Ban => `${days}`)];

/**
 * The question before a decision on a reported thing: what it will do, said plainly, who is told;
 * the reason (asked to hide or delete, and to stop its author commenting, which every decision
 * may do). A refused reason keeps what was typed; another refusal (decided meanwhile by another
 * moderator) is said above the buttons.
 */
export function ModerationDialog({ entry, action, onClose, onDecided, fallbackFocus }: ModerationDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const decide = useDecideReport();
  const [reason, setReason] = useState('');
  const [ban, setBan] = useState<Ban>('none');
  const [refusals, setRefusals] = useState(0);
  const reasonNeeded = action !== 'dismiss' || ban !== 'none';
  const missing = reasonNeeded && reason.trim() === '';
  const reasonError = refusals > 0 && missing ? t('fieldErrors.moderation_reason_required') : decide.error instanceof ApiError ? decide.error.fields?.reason : undefined;
  const otherError = decide.isError && !(decide.error instanceof ApiError && decide.error.fields?.reason);
  const busy = decide.isPending;
  const isItem = entry.subject.type === 'item';
  const isProfile = entry.subject.type === 'profile';
  const effect =
    action === 'hide' && entry.subject.type === 'post'
      ? t('moderation.effect.hidePost')
      : action === 'hide' && isProfile
        ? t('moderation.effect.hideProfile')
        : action === 'delete' && isItem
          ? t('moderation.effect.deleteItem')
          : t(`moderation.effect.${action}`);
  const title = action === 'delete' && isItem ? t('moderation.decideTitle.deleteItem') : action === 'hide' && isProfile ? t('moderation.decideTitle.hideProfile') : t(`moderation.decideTitle.${action}`);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (missing) {
      setRefusals((count) => count + 1);
      return;
    }
    decide.mutate(
      { subject: entry.subject, decision: { action, ...(reason.trim() ? { reason: reason.trim() } : {}), banDays: ban === 'none' ? null : (Number(ban) as (typeof COMMENT_BAN_DAYS)[number]) } },
      { onSuccess: () => onDecided(t(`moderation.decided.${action === 'dismiss' ? 'dismissed' : action === 'hide' ? 'hidden' : 'deleted'}`)) },
    );
  }

  return (
    <QuestionDialog title={title} describedBy={`${id}-effect`} busy={busy} onClose={onClose} fallbackFocus={fallbackFocus}>
      <div id={`${id}-effect`} className="mt-3 space-y-2 text-slate-800">
        <p className="font-semibold">{effect}</p>
        <p>{t('moderation.toldReporters')}</p>
      </div>
      <form className="mt-5 space-y-4" onSubmit={handleSubmit} noValidate>
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
            {t('moderation.reasonLabel')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            maxLength={MODERATION_REASON_MAX + 50}
            required={reasonNeeded}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ''}`}
            onChange={(event) => setReason(event.target.value)}
            className="field mt-1 min-h-20 resize-y aria-[invalid=true]:border-danger"
          />
          <p id={`${id}-reason-hint`} className="mt-1 text-xs text-slate-600">
            {t('moderation.reasonHint')}
          </p>
          {reasonError && (
            <p key={refusals} id={`${id}-reason-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
              {reasonError}
            </p>
          )}
        </div>
        {entry.author && (
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t('moderation.banLabel')}</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {BAN_CHOICES.map((choice) => (
                <label key={choice} className="flex items-center gap-2 text-slate-800">
                  <input type="radio" name={`${id}-ban`} value={choice} checked={ban === choice} onChange={() => setBan(choice)} className="size-4 accent-brand-700" />
                  {t(`moderation.banChoices.${choice}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {otherError && <SaveError label={t('moderation.errorDeciding')} error={decide.error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <QuestionDialogClose className="btn-secondary" disabled={busy}>
            {t('moderation.cancel')}
          </QuestionDialogClose>
          <button type="submit" className={action === 'delete' ? 'btn-secondary text-danger' : 'btn-primary'} disabled={busy}>
            {t(`moderation.confirm.${action}`)}
          </button>
        </div>
      </form>
    </QuestionDialog>
  );
}
