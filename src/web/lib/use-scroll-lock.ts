import { useEffect } from 'react';

// Several overlays may overlap (a navigation starting while another finishes); the page
// unlocks only when the last one goes.
let locks = 0;
let saved: { overflow: string; paddingRight: string } | null = null;

function lock() {
  locks += 1;
  if (locks > 1) return;
  const { body, documentElement } = document;
  // Hiding the scrollbar widens the page; pad by its width so nothing moves sideways.
  const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
  saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
  body.style.overflow = 'hidden';
  if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
}

function unlock() {
  locks -= 1;
  if (locks > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingRight = saved.paddingRight;
  saved = null;
}

/**
 * Locks page scroll while the calling overlay is mounted. Radix dialogs lock scroll
 * themselves; this is for overlays that are not dialogs.
 */
export function useScrollLock() {
  useEffect(() => {
    lock();
    return unlock;
  }, []);
}
