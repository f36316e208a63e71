import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { SCROLL_RESET_DELAY_MS } from '../../../../shared/constants.js';

// What a reader does to scroll; once they have, the page is theirs to place.
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * On / and /project the scroll is reset to the top once more SCROLL_RESET_DELAY_MS after
 * arriving, in case something moved it while the page settled. Not after Back or Forward (the
 * router restores the reader's place there), and not once the reader has started scrolling
 * themselves.
 */
export function useScrollReset() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType === 'POP' && key !== 'default') return;
    const timer = window.setTimeout(() => window.scrollTo(0, 0), SCROLL_RESET_DELAY_MS);
    const cancel = () => window.clearTimeout(timer);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, cancel, { once: true, passive: true });
    return () => {
      cancel();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, cancel);
    };
  }, [key, navigationType]);
}
