// The page's one script, kept tiny. A page the server rendered (decision 0017) has painted
// without script, and for a visitor it is the whole page (decision 0060): links are real
// <a href>, the search box a plain GET form, and the parts that move (the phone's menu, the
// language switch, the home page's slide show) are small islands here that work on the
// server's HTML. The app, whose framework alone is some 110 KB gzip, loads only when it is
// needed: for a member (the signed-in hint, core/auth/signed-in-hint.ts), for a page with
// something still to fetch (a spinner in its HTML), or at a visitor's press of a button or
// start of a form that only the app serves. A page the browser must draw itself (the plain
// shell, a 404) gets the app at once, its chunks already preloaded by the server (plugins/spa.ts).
import './styles.css';
import { attachLanguageSwitch } from './shell/islands/language-switch';
import { attachMobileMenu } from './shell/islands/mobile-menu';

// shared/page-data.ts's PAGE_STATE_ID, written out: importing that module here made the
// bundler hang the 15 KB shell chunk on this entry (the server tests check the id).
const PAGE_STATE_ID = 'agora-page-state';
/** core/auth/signed-in-hint.ts SIGNED_IN_HINT, written out for the same reason. */
const SIGNED_IN_HINT = /(?:^|;\s*)agora_signed_in=1(?:;|$)/;

// The shell's part of the catalogue in the page's language (lib/messages.ts loads the same
// files): asked for beside the app, it arrives while the framework does, rather than after.
const SHELL_MESSAGES = import.meta.glob('./locales/*/shell.ts');

/**
 * Where the app stands, on <html data-app> for the islands and the tests: `later` (a visitor's
 * page: only when needed), `soon` (once the page has loaded), `starting`, `running`.
 */
const stand = (where: 'later' | 'soon' | 'starting' | 'running') => (document.documentElement.dataset.app = where);

let started = false;
/** Set as the app takes the page over (main.tsx): the islands have let go, and React listens to the page's events. */
let appTookOver = false;
const start = () => {
  if (started) return;
  started = true;
  stand('starting');
  addWholeStylesheet();
  void import('./main');
  void SHELL_MESSAGES[`./locales/${document.documentElement.lang}/shell.ts`]?.();
};

if (document.getElementById(PAGE_STATE_ID)) {
  // After the first paint: the page painted with the part of the stylesheet it needs.
  requestAnimationFrame(() => setTimeout(addWholeStylesheet, 0));
  const member = SIGNED_IN_HINT.test(document.cookie);
  // The server's page is the visitor's, SIGN IN included; a member's browser hides it until
  // the app has asked who they are (styles.css; lib/session.ts lifts it for a visitor).
  if (member) document.documentElement.dataset.signedIn = '';
  const islands = startIslands();
  // The islands let go just before the app takes the page over (main.tsx): what they added
  // is taken away, so that the HTML is the server's again, and what they set (an open menu)
  // is adopted (MobileNav). A press from then until the app runs is held for it (below).
  document.addEventListener(
    'agora:app-taking-over',
    () => {
      appTookOver = true;
      islands.forEach((detach) => detach());
    },
    { once: true },
  );
  document.addEventListener('agora:app-ready', () => stand('running'), { once: true });
  if (member || document.querySelector('#root .spinner')) {
    stand('soon');
    // After the page has loaded (its stylesheet and pictures) and the browser rests: fetched
    // alongside, the app would share a phone's bandwidth with what the reader is waiting to see.
    // (lib/when-idle's rule, written out: imported, it was one more request on the way.)
    const afterLoad = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(start, { timeout: 3000 }) : window.setTimeout(start, 0));
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    // A reader who reaches for the page starts it at once, so that it is there by their press.
    for (const type of ['focusin', 'pointerdown', 'keydown']) document.addEventListener(type, start, { once: true, capture: true });
  } else {
    stand('later');
    startForVisitorsWhenNeeded();
  }
  holdPressesUntilTheAppRuns();
} else {
  start();
}

/**
 * The whole stylesheet, on a page the server rendered: its HTML came with the part of the
 * stylesheet that it needs (server/plugins/critical-css.ts), and the whole, linked in a
 * <noscript> for a browser without script, is for what scripts add later (the app's dialogs,
 * the menu's project links). Its link goes where the <noscript> stood, so the order of the
 * page's styles is the one it has without script.
 */
function addWholeStylesheet() {
  const noscript = document.querySelector<HTMLElement>('noscript[data-stylesheet]');
  if (!noscript?.dataset.stylesheet) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.crossOrigin = '';
  link.href = noscript.dataset.stylesheet;
  noscript.replaceWith(link);
}

/** Attaches every island the page has; returns what lets each go. */
function startIslands(): (() => void)[] {
  const detachers: (() => void)[] = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-island="mobile-menu"]')) detachers.push(attachMobileMenu(element));
  for (const element of document.querySelectorAll<HTMLElement>('[data-island="language"]')) detachers.push(attachLanguageSwitch(element));
  // The slide show's code is its own small chunk, fetched only by the page that has one; the
  // app's Carousel drives the same controller, so it is never let go here.
  if (document.querySelector('[data-carousel]')) {
    void import('./features/site/components/carousel-controller').then(({ attachCarousel }) => {
      for (const element of document.querySelectorAll<HTMLElement>('[data-carousel]')) attachCarousel(element);
    });
  }
  return detachers;
}

/** Whether `target` is a control an island serves, or a plain GET form (the search) that needs no app. */
function servedWithoutTheApp(target: Element): boolean {
  // The language island loads the page again: once the app is on its way, the press waits for
  // it instead, which switches in place and keeps what the reader has typed.
  if (target.closest('[data-island="language"]')) return !started;
  if (target.closest('[data-island]')) return !appTookOver;
  // The slide show's controller stays: the app's Carousel drives the same one.
  if (target.closest('[data-carousel]')) return true;
  // Said outright: a form without a method is the browser's GET too, and the contact page's
  // message must never leave as one.
  return target.closest('form[method="get"][action]') !== null;
}

/**
 * A visitor's app starts at the first sign that they want something only it does: a pointer
 * over, or focus on, a button no island serves (PROJECTS, a gallery, a form's button), or
 * focus in a form that is sent to the API (the contact page's). The press itself is held and
 * made again once the app runs (below).
 */
function startForVisitorsWhenNeeded() {
  const reachedFor = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || servedWithoutTheApp(target)) return;
    const control = target.closest('#root button, #root form input, #root form textarea, #root form select');
    if (!control) return;
    for (const type of WATCHED) document.removeEventListener(type, reachedFor, { capture: true });
    start();
  };
  const WATCHED = ['pointerover', 'focusin', 'pointerdown'];
  for (const type of WATCHED) document.addEventListener(type, reachedFor, { capture: true });
}

/**
 * Buttons no island serves (PROJECTS, the gallery) and forms sent to the API only work once
 * the app runs. A press before that is kept, not lost, and made again once the app has taken
 * the page over; such a form is not sent by the browser itself (it would send the contact
 * page's message as a GET of the page: in the address, the logs, and then lost) but by the app.
 * Links and the search's GET form are left alone: they work as they are.
 */
function holdPressesUntilTheAppRuns() {
  let pressed: HTMLElement | null = null;
  let submitted: HTMLFormElement | null = null;
  const holdPress = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('#root button') : null;
    if (!button || servedWithoutTheApp(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = button;
    start();
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (form && servedWithoutTheApp(form)) return;
    event.preventDefault();
    submitted = form;
    start();
  };
  // Where a mouse rests: a member card opens on a pointer over its name, which is what started the app.
  let pointedAt: Element | null = null;
  const point = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') pointedAt = event.type === 'pointerover' && event.target instanceof Element ? event.target : null;
  };
  // A press still held when the app arrives (a long press opens a member card on a phone). Only
  // one made before the app took over: from then, React hears a pointerdown itself.
  let heldDown: PointerEvent | null = null;
  const hold = (event: PointerEvent) => {
    heldDown = event.type === 'pointerdown' && !appTookOver ? event : null;
  };
  document.addEventListener('click', holdPress, { capture: true });
  document.addEventListener('submit', holdSubmit, { capture: true });
  document.addEventListener('pointerover', point, { capture: true });
  document.addEventListener('pointerout', point, { capture: true });
  for (const type of ['pointerdown', 'pointerup', 'pointercancel'] as const) document.addEventListener(type, hold, { capture: true });
  // app-shell.tsx announces it once the hydration is committed (the same name is written there).
  // That may be in the middle of a press: React hydrates at once when a pointerup reaches it, and
  // the same press's mouseup and click follow in the same task. Replayed there, the pointer's
  // arrival re-renders what was pressed and the click, its target gone, never comes; so what was
  // held is made again in a task of its own, once the browser has delivered the whole press.
  document.addEventListener('agora:app-ready', () => setTimeout(replayWhatWasHeld, 0), { once: true });
  function replayWhatWasHeld() {
    document.removeEventListener('click', holdPress, { capture: true });
    document.removeEventListener('submit', holdSubmit, { capture: true });
    document.removeEventListener('pointerover', point, { capture: true });
    document.removeEventListener('pointerout', point, { capture: true });
    for (const type of ['pointerdown', 'pointerup', 'pointercancel'] as const) document.removeEventListener(type, hold, { capture: true });
    const button = pressed && (pressed.isConnected ? pressed : sameButton(pressed));
    const form: HTMLFormElement | null = submitted;
    if (button) button.click();
    else if (form?.isConnected) form.requestSubmit();
    else {
      refocus();
      // The mouse arrived before the app: it is told so now (React reads pointerenter from pointerover).
      if (pointedAt?.isConnected && pointedAt.closest('#root')) pointedAt.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse', isPrimary: true }));
      const down: PointerEvent | null = heldDown;
      const target = down?.target instanceof Element ? down.target : null;
      if (down && target?.isConnected && target.closest('#root') && !servedWithoutTheApp(target)) {
        target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, cancelable: true, pointerId: down.pointerId, pointerType: down.pointerType, isPrimary: down.isPrimary, button: down.button, buttons: down.buttons, clientX: down.clientX, clientY: down.clientY }));
      }
    }
  }
}

/**
 * A button that took focus before the app ran is given it again, so that the app hears of it:
 * a member card opens on focus (the focus itself is what started the app).
 */
function refocus() {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLButtonElement) || !focused.closest('#root') || servedWithoutTheApp(focused)) return;
  focused.blur();
  focused.focus({ preventScroll: true });
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
