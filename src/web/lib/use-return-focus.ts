import { useRef } from 'react';

/**
 * Radix dialogs without a Trigger (opened from code, as ours are) send focus to the page's
 * start on close. These handlers, for a dialog's Content, hand it back to the control that
 * was focused when the dialog opened.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      // Still the opener's focus: Radix moves it into the dialog after this event.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      opener.current?.focus();
    },
  };
}
