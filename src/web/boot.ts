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

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};
if (document.getElementById(PAGE_STATE_ID)) {
  // lib/when-idle's rule, written out: imported, it was one more request beside the app's
  // chunks on the pages the browser draws, over a phone's few connections.
  const afterLoad = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 0));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  // The page's buttons and its form (the contact page's) only work once the app runs: before,
  // the browser would submit the form as a GET of the page, the message in the address and
  // lost. A reader who reaches for the page starts the app at once, so that it is there by the
  // time they have written and sent, or by their next press.
  for (const type of ['focusin', 'pointerdown', 'keydown']) document.addEventListener(type, start, { once: true, capture: true });
} else {
  start();
}
