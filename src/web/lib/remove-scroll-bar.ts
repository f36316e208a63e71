import { useEffect } from 'react';

/**
 * Stands in for the package react-remove-scroll-bar (vite.config.ts aliases it here), which
 * Radix's dialogs use to keep the page behind them from scrolling. That package writes its
 * rules into a new <style> element, which our Content-Security-Policy (style-src 'self', no
 * inline styles) refuses: the page went on scrolling and the console logged the refusal.
 * Here the rules live in styles.css (body[data-scroll-locked]) and the one measured value,
 * the width of the scrollbar that disappears, is set through the CSSOM, which the policy allows.
 */
const LOCK_ATTRIBUTE = 'data-scroll-locked';
const GAP_PROPERTY = '--removed-body-scroll-bar-size';

function lockCount(): number {
  const count = Number.parseInt(document.body.getAttribute(LOCK_ATTRIBUTE) ?? '0', 10);
  return Number.isFinite(count) ? count : 0;
}

/** Locks the page's scrolling while mounted; nested overlays count, the last one unlocks. */
export function RemoveScrollBar(): null {
  useEffect(() => {
    const body = document.body;
    if (lockCount() === 0) {
      // Measured before the scrollbar goes, so the page does not shift sideways when it does.
      const gap = Math.max(0, window.innerWidth - document.documentElement.clientWidth);
      body.style.setProperty(GAP_PROPERTY, `${gap}px`);
    }
    body.setAttribute(LOCK_ATTRIBUTE, String(lockCount() + 1));
    return () => {
      const left = lockCount() - 1;
      if (left > 0) {
        body.setAttribute(LOCK_ATTRIBUTE, String(left));
        return;
      }
      body.removeAttribute(LOCK_ATTRIBUTE);
      body.style.removeProperty(GAP_PROPERTY);
    };
  }, []);
  return null;
}
