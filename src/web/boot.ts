// The page's one script, kept tiny. A page the server rendered (decision 0017) has painted
// without script, so the app, whose framework alone is some 110 KB gzip, waits until the page
// has loaded (its stylesheet and pictures) and the browser rests: fetched alongside, it would
// share a phone's bandwidth with what the reader is waiting to see. Links are real <a href>
// and work before it. A page the browser must draw itself (the plain shell, a 404) gets the
// app at once, its chunks already preloaded by the server (plugins/spa.ts).
import './styles.css';

// shared/page-data.ts's PAGE_STATE_ID, written out: importing that module here made the
// bundler hang the 15 KB shell chunk on this entry (the server tests check the id).
const PAGE_STATE_ID = 'agora-page-state';

// The shell's part of the catalogue in the page's language (lib/messages.ts loads the same
// files): asked for beside the app, it arrives while the framework does, rather than after.
const SHELL_MESSAGES = import.meta.glob('./locales/*/shell.ts');

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
  void SHELL_MESSAGES[`./locales/${document.documentElement.lang}/shell.ts`]?.();
};
if (document.getElementById(PAGE_STATE_ID)) {
  // lib/when-idle's rule, written out: imported, it was one more request beside the app's
  // chunks on the pages the browser draws, over a phone's few connections.
  const afterLoad = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 0));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // A reader who reaches for the page starts the app at once, so that it is there by the time
  // they have written and sent, or soon after their press.
  for (const type of ['focusin', 'pointerdown', 'keydown']) document.addEventListener(type, start, { once: true, capture: true });
  holdPressesUntilTheAppRuns();
} else {
  start();
}

/**
 * The page's buttons (the phone's menu, the carousel, the gallery) and its form only work
 * once the app runs. A press before that is kept, not lost, and made again once the app has
 * taken the page over; a form is not sent by the browser itself (it would send the contact
 * page's message as a GET of the page: in the address, the logs, and then lost) but by the app.
 * Links are left alone: they work as they are.
 */
function holdPressesUntilTheAppRuns() {
  let pressed: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('#root button') : null;
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = button;
    start();
  };
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    submitted = event.target instanceof HTMLFormElement ? event.target : null;
    start();
  };
  document.addEventListener('click', holdPress, { capture: true });
  document.addEventListener('submit', holdSubmit, { capture: true });
  // app-shell.tsx announces it once the hydration is committed (the same name is written there).
  document.addEventListener(
    'agora:app-ready',
    () => {
      document.removeEventListener('click', holdPress, { capture: true });
      document.removeEventListener('submit', holdSubmit, { capture: true });
      const button = pressed && (pressed.isConnected ? pressed : sameButton(pressed));
      const form: HTMLFormElement | null = submitted;
      if (button) button.click();
      else if (form?.isConnected) form.requestSubmit();
    },
    { once: true },
  );
}

/**
 * The button of the app's page that stands where `gone` stood, by its name: should the app
 * have drawn the page afresh rather than take it over (React does when the server's HTML and
 * its first render differ), the element pressed is no longer the page's.
 */
function sameButton(gone: HTMLElement): HTMLElement | null {
  const name = (element: Element) => element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  const wanted = name(gone);
  if (!wanted) return null;
  return Array.from(document.querySelectorAll<HTMLElement>('#root button')).find((candidate) => name(candidate) === wanted) ?? null;
}
