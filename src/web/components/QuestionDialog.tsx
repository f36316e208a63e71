import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode, type RefObject } from 'react';

type QuestionDialogProps = {
  title: ReactNode;
  /** The id of the words under the title that say what answering will do: the dialog's description. */
  describedBy: string;
  /** While the answer is being sent the dialog stays open: Escape and the overlay do nothing. */
  busy: boolean;
  onClose: () => void;
  /** Where focus goes on closing when the control that opened the dialog is gone (what it asked about was decided). */
  fallbackFocus: RefObject<HTMLElement | null>;
  /** The description and the form; its Cancel is `<QuestionDialogClose>`. */
  children: ReactNode;
};

/**
 * A modal question before an act that others will be told of (a decision on a guardian's
 * request, a guardian's own request, a report, a moderator's decision): open while it is shown,
 * closed by its Cancel, Escape or the overlay unless the answer is on its way, and focus returned
 * to the control that opened it, or to `fallbackFocus` once that control is gone.
 */
export function QuestionDialog({ title, describedBy, busy, onClose, fallbackFocus, children }: QuestionDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
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
          aria-describedby={describedBy}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl focus:outline-none"
        >
          <Dialog.Title className="text-xl leading-snug font-semibold [overflow-wrap:anywhere] text-brand-900">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The question's Cancel: closes it as Escape does. */
export const QuestionDialogClose = Dialog.Close;
