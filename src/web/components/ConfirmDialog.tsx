import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../lib/use-return-focus';

type ConfirmDialogProps = {
  open: boolean;
  /** The question, e.g. 'Are you sure you want to delete this post?'. */
  question: string;
  /** Called once per answer: true for Yes; false for No, Escape. */
  onAnswer: (yes: boolean) => void;
};

/**
 * Yes/No confirmation of a risky step. Focus starts on No and stays inside; the page behind
 * cannot scroll. Most callers want `useConfirm()` instead.
 */
export function ConfirmDialog({ open, question, onAnswer }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const returnFocus = useReturnFocus();
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(nextOpen) => {
        if (!nextOpen) onAnswer(false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-brand-950/60" />
        {/* The question is the whole message, so it is the title and nothing describes it. */}
        <AlertDialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <AlertDialog.Title className="text-lg leading-snug font-semibold text-brand-900">{question}</AlertDialog.Title>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="btn-secondary">{t('confirm.no')}</AlertDialog.Cancel>
            {/* A plain button: Radix's Action would also close, answering a second time. */}
            <button type="button" className="btn-primary" onClick={() => onAnswer(true)}>
              {t('confirm.yes')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
