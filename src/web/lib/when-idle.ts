/**
 * Runs `task` once the page has loaded and the browser is idle: for work that should not
 * compete with what the reader is waiting for. Returns a function that cancels it.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};

  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      // Safari has no requestIdleCallback; the load event is a good enough sign of rest.
      const id = window.setTimeout(task, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  };

  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });

  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
