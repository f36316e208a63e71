import * as Dialog from '@radix-ui/react-dialog';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { GUARDIAN_REQUEST_TEXT_MAX } from '../../../../shared/constants.js';
import { SaveError } from '../../../components/SaveError';
import { ApiError } from '../../../lib/api-client';
import { useAskGuardianRequest } from '../api/ask-guardian-request';
import type { Child, ChildWork } from '../api/get-children';

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
  const opener = useRef<HTMLElement | null>(null);
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
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        <Dialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            (opener.current?.isConnected ? opener.current : fallbackFocus.current)?.focus();
          }}
          aria-describedby={`${id}-effect`}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-xl leading-snug font-semibold [overflow-wrap:anywhere] text-brand-900">{title}</Dialog.Title>
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
              <Dialog.Close className="btn-secondary" disabled={busy}>
                {t('children.ask.cancel')}
              </Dialog.Close>
              <button type="submit" className="btn-primary" disabled={busy}>
                {t('children.ask.send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
