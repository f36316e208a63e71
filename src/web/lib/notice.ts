import { useLocation } from 'react-router';

/** A word that a save worked, shown on the page the person lands on, with maybe the way on. */
export interface Notice {
  text: string;
  link?: { to: string; label: string };
}

/**
 * The navigation state that carries a notice to the next page: every save ends by going
 * somewhere (or staying, with replace) with one of these, and RootLayout shows it there.
 */
export function withNotice(notice: Notice): { notice: Notice } {
  return { notice };
}

/** The notice the current page was reached with, if any. */
export function useNotice(): Notice | null {
  const state: unknown = useLocation().state;
  if (state && typeof state === 'object' && 'notice' in state) {
    const { notice } = state as { notice: Notice };
    if (notice && typeof notice.text === 'string') return notice;
  }
  return null;
}
