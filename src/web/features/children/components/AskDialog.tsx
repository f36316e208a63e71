import { useId, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_REQUEST_TEXT_MAX } from '../../../../shared/constants.js';
import { SaveError } from '../../../components/SaveError';
import { ApiError } from '../../../lib/api-client';
import { useAskGuardianRequest } from '../api/ask-guardian-request';
import type { Child, ChildWork } from '../api/get-children';
import { QuestionDialog, QuestionDialogClose } from '../../../components/QuestionDialog';

/** What a guardian asks: to hide a piece of a child's work, or to erase the child's account. */
export type Asking = { kind: 'hide'; child: Child; work: ChildWork } | { kind: 'erase'; child: Child };

type AskDialogProps = {
  asking: Asking;
  onClose: () => void;
  /** The request was made: what to announce. */
  onAsked: (announcement: string) => void;
  /** Where focus goes on closing when the button that opened the dialog is gone (the request now open). */
  fallbackFocus: RefObject<HTMLElement | null>;
};

/**
 * The question before a guardian's request: what they ask, what approving it would do, said
 * plainly (a post taken off the site, an update deleted, an account erased for good), who
 * decides, and why, in their words, if they wish. Sending is the confirmation; a refusal is said
 * in the dialog with what was typed kept, the words of a refused reason under it.
 */
export function AskDialog({ asking, onClose, onAsked, fallbackFocus }: AskDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ask = useAskGuardianRequest();
  const [reason, setReason] = useState('');
  const { child } = asking;
  const names = { name: child.name, surname: child.surname };

  const reasonError = ask.error instanceof ApiError ? ask.error.fields?.reason : undefined;
  const otherError = ask.isError && !reasonError;
  const busy = ask.isPending;

  const title = asking.kind === 'hide' ? t('children.ask.hideTitle', { title: asking.work.title }) : t('children.ask.eraseTitle', names);
  const effect = asking.kind === 'hide' ? t(`children.ask.hideEffect.${asking.work.type}`) : t('children.ask.eraseEffect', names);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const input =
      asking.kind === 'erase'
        ? { kind: 'erase' as const, pupilId: child.id, reason }
        : asking.work.type === 'post'
          ? { kind: 'hide' as const, pupilId: child.id, postId: asking.work.id, reason }
          : { kind: 'hide' as const, pupilId: child.id, itemId: asking.work.id, reason };
    ask.mutate(input, { onSuccess: () => onAsked(t('children.ask.sent')) });
  }

  return (
    <QuestionDialog title={title} describedBy={`${id}-effect`} busy={busy} onClose={onClose} fallbackFocus={fallbackFocus}>
      <div id={`${id}-effect`} className="mt-3 space-y-2 text-slate-800">
        <p className="font-semibold">{effect}</p>
        <p>{asking.kind === 'hide' ? t('children.ask.whoDecidesHide') : t('children.ask.whoDecidesErase')}</p>
      </div>
      <form className="mt-5 space-y-4" onSubmit={handleSubmit} noValidate>
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-700">
            {t('children.ask.reasonLabel')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={4}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-reason-hint${reasonError ? ` ${id}-reason-error` : ''}`}
            onChange={(event) => setReason(event.target.value)}
            className="field mt-1 min-h-28 resize-y aria-[invalid=true]:border-danger"
          />
          <p id={`${id}-reason-hint`} className="mt-1 text-xs text-slate-500">
            {t('children.ask.reasonHint', { max: GUARDIAN_REQUEST_TEXT_MAX })}
          </p>
          {reasonError && (
            <p id={`${id}-reason-error`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
              {reasonError}
            </p>
          )}
        </div>
        {otherError && <SaveError label={t('children.ask.errorSending')} error={ask.error} />}
        <div className="flex flex-wrap justify-end gap-3">
          <QuestionDialogClose className="btn-secondary" disabled={busy}>
            {t('children.ask.cancel')}
          </QuestionDialogClose>
          <button type="submit" className="btn-primary" disabled={busy}>
            {t('children.ask.send')}
          </button>
        </div>
      </form>
    </QuestionDialog>
  );
}
