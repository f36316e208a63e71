// The home page's slide show, as plain DOM on the markup of Carousel.tsx (decision 0060): a
// visitor may never load the app, and the pictures must move all the same. The page's boot
// script attaches it to the server's HTML; the app's Carousel attaches it again once React has
// hydrated, and gets the same one. Nothing here but the DOM: this is a chunk of its own, fetched
// by the page that has a carousel, so it imports nothing (not even shared/constants.ts, which
// would hang the shell chunk on it: the interval comes in data-carousel-interval).
//
// The DOM is the state. Carousel.tsx renders every slide, every control and both icons once, with
// the same props on every render, so React never writes back over what this sets: aria-hidden
// and inert of the slides, aria-current of the dots, `hidden` of the pause and play icons (each
// with its words), aria-live of the slides' box, src and srcset of the later pictures. The look
// follows from those attributes in CSS (aria-hidden:opacity-0, group-aria-[current=true]:bg-white).

/** Whether the slide show runs on its own: as the reader chose, else as their system asks. */
type Choice = 'auto' | 'playing' | 'paused';

interface Controller {
  /** How many attaches have not let go yet: the boot script's and the app's are one controller. */
  refs: number;
  /** Reads the markup again (React may have drawn other slides) and shows the state on it. */
  render: () => void;
  destroy: () => void;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const CONTROLS = '[data-carousel-toggle], [data-carousel-prev], [data-carousel-next], [data-carousel-dot]';

const controllers = new WeakMap<HTMLElement, Controller>();

/**
 * Makes the carousel `section` (Carousel.tsx's `[data-carousel]`) move and answer its controls;
 * returns what lets go. Attached twice, it is one controller, one timer: it stops at the last
 * let-go, so either attacher may let go first.
 */
export function attachCarousel(section: HTMLElement): () => void {
  let controller = controllers.get(section);
  if (controller) controller.render();
  else {
    controller = createController(section);
    controllers.set(section, controller);
  }
  controller.refs += 1;
  const attached = controller;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    attached.refs -= 1;
    if (attached.refs === 0) attached.destroy();
  };
}

function createController(section: HTMLElement): Controller {
  const interval = Number(section.getAttribute('data-carousel-interval'));
  const reducedMotion = window.matchMedia(REDUCED_MOTION);
  const slides = () => Array.from(section.querySelectorAll<HTMLElement>('[data-carousel-slide]'));
  const firstPicture = () => section.querySelector<HTMLImageElement>('[data-carousel-slide] img');

  // Where the markup stands: a controller made afresh on a carousel that moved before (the app's
  // alone, after its slides changed) goes on from the picture shown, and focus may be inside already.
  let index = Math.max(0, slides().findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true'));
  let choice: Choice = 'auto';
  let hovered = false;
  let focused = section.contains(document.activeElement);
  // The first picture is the page's largest paint; the others wait until it is in (or has
  // failed), then load quietly, long before their turn.
  let firstSettled = false;
  let timer: number | undefined;
  /** What the running timer was set for: it restarts only when one of them changes. */
  let timed = { rotating: false, index: -1, count: -1 };
  let destroyed = false;

  const controller: Controller = { refs: 0, render, destroy };

  const playing = () => choice === 'playing' || (choice === 'auto' && !reducedMotion.matches);

  function render() {
    if (destroyed) return;
    const all = slides();
    const count = all.length;
    index = count > 0 ? ((index % count) + count) % count : 0;
    const isPlaying = playing();
    const rotating = isPlaying && !hovered && !focused && count > 1 && interval > 0;
    const first = firstPicture();
    if (!first || first.complete) firstSettled = true;

    all.forEach((slide, i) => {
      const active = i === index;
      slide.setAttribute('aria-hidden', String(!active));
      slide.toggleAttribute('inert', !active);
      // The one shown always loads, even before the first is in.
      if (active || firstSettled) for (const picture of slide.querySelectorAll<HTMLImageElement>('img[data-src]')) load(picture);
    });
    for (const dot of section.querySelectorAll<HTMLElement>('[data-carousel-dot]')) {
      if (Number(dot.getAttribute('data-carousel-dot')) === index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    }
    // The rotation control names what pressing it does: each icon carries its words.
    for (const icon of section.querySelectorAll<HTMLElement>('[data-carousel-pause]')) icon.toggleAttribute('hidden', !isPlaying);
    for (const icon of section.querySelectorAll<HTMLElement>('[data-carousel-play]')) icon.toggleAttribute('hidden', isPlaying);
    // A picture changing by itself is not announced; one the reader asked for is.
    section.querySelector('[data-carousel-items]')?.setAttribute('aria-live', rotating ? 'off' : 'polite');

    // Restarted by every change of slide, so a picture chosen by hand gets its full time too.
    if (rotating !== timed.rotating || index !== timed.index || count !== timed.count) {
      window.clearTimeout(timer);
      timer = rotating ? window.setTimeout(advance, interval) : undefined;
      timed = { rotating, index, count };
    }
  }

  function advance() {
    timer = undefined;
    // Its element left the page (React drew the page afresh): nothing will let it go.
    if (!section.isConnected) {
      destroy();
      return;
    }
    index += 1;
    render();
  }

  function onClick(event: Event) {
    const control = (event.target as Element | null)?.closest?.(CONTROLS);
    if (!control) return;
    if (control.hasAttribute('data-carousel-toggle')) choice = playing() ? 'paused' : 'playing';
    else if (control.hasAttribute('data-carousel-prev')) index -= 1;
    else if (control.hasAttribute('data-carousel-next')) index += 1;
    else index = Number(control.getAttribute('data-carousel-dot'));
    render();
  }
  // A mouse resting on it; a touch is a press, not a rest.
  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    render();
  }
  function onPointerLeave() {
    hovered = false;
    render();
  }
  function onFocusIn() {
    focused = true;
    render();
  }
  function onFocusOut(event: FocusEvent) {
    if (section.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    render();
  }
  // Caught on the way down: a picture's load and error do not bubble.
  function onPictureSettled(event: Event) {
    if (event.target !== firstPicture()) return;
    firstSettled = true;
    render();
  }

  function destroy() {
    if (destroyed) return;
    destroyed = true;
    window.clearTimeout(timer);
    section.removeEventListener('click', onClick);
    section.removeEventListener('pointerenter', onPointerEnter);
    section.removeEventListener('pointerleave', onPointerLeave);
    section.removeEventListener('focusin', onFocusIn);
    section.removeEventListener('focusout', onFocusOut);
    section.removeEventListener('load', onPictureSettled, true);
    section.removeEventListener('error', onPictureSettled, true);
    reducedMotion.removeEventListener('change', render);
    if (controllers.get(section) === controller) controllers.delete(section);
  }

  section.addEventListener('click', onClick);
  section.addEventListener('pointerenter', onPointerEnter);
  section.addEventListener('pointerleave', onPointerLeave);
  section.addEventListener('focusin', onFocusIn);
  section.addEventListener('focusout', onFocusOut);
  section.addEventListener('load', onPictureSettled, true);
  section.addEventListener('error', onPictureSettled, true);
  // A reader who changes their system's setting while the page is open is followed.
  reducedMotion.addEventListener('change', render);

  render();
  return controller;
}

/** Gives a later picture the address the markup held back (srcset first: the browser picks from it). */
function load(picture: HTMLImageElement) {
  const srcset = picture.getAttribute('data-srcset');
  const src = picture.getAttribute('data-src');
  if (srcset !== null && picture.getAttribute('srcset') !== srcset) picture.setAttribute('srcset', srcset);
  if (src !== null && picture.getAttribute('src') !== src) picture.setAttribute('src', src);
}
