import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_INTERVAL_MS } from '../../../../shared/constants.js';
import type { MediaView } from '../../../../shared/schemas/media.js';
import en from '../../../locales/en/home';
import { addMessages, i18n } from '../../../lib/i18n';
import { Carousel } from './Carousel';
import { attachCarousel } from './carousel-controller';

// The tests run without a browser DOM (no jsdom here), so the controller works on a small stand-in
// made from Carousel's own server markup: the DOM calls it makes, and nothing else. What it
// looks like, and that it runs in a browser on the server's page, tests/e2e/site.spec.ts checks.

/** An event as the controller reads it; load and error do not bubble, as in the browser. */
interface FakeEvent {
  type: string;
  target: FakeElement;
  relatedTarget?: FakeElement | null;
  pointerType?: string;
}
type Listener = { type: string; listener: (event: FakeEvent) => void; capture: boolean };

/** A compound selector as the controller writes them: a tag and/or [attribute] or [attribute="value"]. */
function matchesCompound(element: FakeElement, compound: string): boolean {
  const tag = /^[a-z][a-z0-9]*/i.exec(compound)?.[0];
  if (tag && element.tagName !== tag.toLowerCase()) return false;
  for (const [, name, value] of compound.matchAll(/\[([^\]=]+)(?:="([^"]*)")?\]/g)) {
    const actual = element.getAttribute(name!);
    if (actual === null || (value !== undefined && actual !== value)) return false;
  }
  return true;
}

class FakeElement {
  readonly attributes = new Map<string, string>();
  readonly children: FakeElement[] = [];
  parentElement: FakeElement | null = null;
  text = '';
  /** An <img>'s: whether its picture is in (or failed). */
  complete = false;
  private listeners: Listener[] = [];

  constructor(readonly tagName: string) {}

  getAttribute(name: string) {
    return this.attributes.get(name) ?? null;
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value));
  }
  removeAttribute(name: string) {
    this.attributes.delete(name);
  }
  hasAttribute(name: string) {
    return this.attributes.has(name);
  }
  toggleAttribute(name: string, force: boolean) {
    if (force) this.attributes.set(name, '');
    else this.attributes.delete(name);
    return force;
  }
  get isConnected(): boolean {
    return this.tagName === '#document' || (this.parentElement?.isConnected ?? false);
  }
  get textContent(): string {
    return this.text + this.children.map((child) => child.textContent).join('');
  }
  contains(other: FakeElement | null): boolean {
    for (let node = other; node; node = node.parentElement) if (node === this) return true;
    return false;
  }
  matches(selector: string): boolean {
    return selector.split(',').some((one) => {
      const compounds = one.trim().split(/\s+/);
      if (!matchesCompound(this, compounds.pop()!)) return false;
      let ancestor = this.parentElement;
      while (compounds.length > 0 && ancestor) {
        if (matchesCompound(ancestor, compounds.at(-1)!)) compounds.pop();
        ancestor = ancestor.parentElement;
      }
      return compounds.length === 0;
    });
  }
  closest(selector: string): FakeElement | null {
    return this.matches(selector) ? this : (this.parentElement?.closest(selector) ?? null);
  }
  querySelectorAll(selector: string): FakeElement[] {
    return this.children.flatMap((child) => [...(child.matches(selector) ? [child] : []), ...child.querySelectorAll(selector)]);
  }
  querySelector(selector: string): FakeElement | null {
    return this.querySelectorAll(selector)[0] ?? null;
  }
  append(child: FakeElement) {
    child.parentElement = this;
    this.children.push(child);
  }
  remove() {
    const siblings = this.parentElement?.children;
    siblings?.splice(siblings.indexOf(this), 1);
    this.parentElement = null;
  }
  addEventListener(type: string, listener: (event: FakeEvent) => void, capture = false) {
    this.listeners.push({ type, listener, capture });
  }
  removeEventListener(type: string, listener: (event: FakeEvent) => void, capture = false) {
    this.listeners = this.listeners.filter((one) => !(one.type === type && one.listener === listener && one.capture === capture));
  }
  /** Down through the ancestors (capture), at the target, and back up if it bubbles. */
  dispatch(event: Omit<FakeEvent, 'target'>, bubbles = true) {
    const full = { ...event, target: this };
    const path: FakeElement[] = [];
    for (let node = this.parentElement; node; node = node.parentElement) path.unshift(node);
    const call = (node: FakeElement, capture: boolean | null) => {
      for (const one of [...node.listeners]) if (one.type === event.type && (capture === null || one.capture === capture)) one.listener(full);
    };
    for (const node of path) call(node, true);
    call(this, null);
    if (bubbles) for (const node of path.reverse()) call(node, false);
  }
  count(type: string) {
    return this.listeners.filter((one) => one.type === type).length;
  }
}

const VOID = new Set(['img', 'link', 'meta', 'br', 'input']);
const decode = (text: string) => text.replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

/** React's markup (well formed, attributes quoted) into the stand-in, under a document. */
function parse(html: string): FakeElement {
  const document = new FakeElement('#document');
  let open = document;
  for (const [, closing, tag, attributes, selfClosing, text] of html.matchAll(/<!--[\s\S]*?-->|<\/([a-z0-9]+)>|<([a-z0-9]+)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/gi)) {
    if (closing) open = open.parentElement!;
    else if (tag) {
      const element = new FakeElement(tag.toLowerCase());
      for (const [, name, value] of attributes!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) element.setAttribute(name!.toLowerCase(), decode(value ?? ''));
      open.append(element);
      if (!selfClosing && !VOID.has(element.tagName)) open = element;
    } else if (text) open.text += decode(text);
  }
  return document;
}

const slides: MediaView[] = [1, 2, 3].map((n) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  src: `/media/site/${n}-1600.webp`,
  srcset: `/media/site/${n}-800.webp 800w, /media/site/${n}-1600.webp 1600w`,
  width: 1600,
  height: 900,
}));

/** Media queries the page asks: reduced motion, which a test may set and change. */
let reducedMotion: { matches: boolean; listeners: Set<() => void> };

/** The carousel as the server sends it, in a stand-in document; its first picture in unless said. */
function serverCarousel({ firstLoaded = true } = {}) {
  const document = parse(renderToStaticMarkup(createElement(Carousel, { slides })));
  const section = document.querySelector('[data-carousel]')!;
  const pictures = section.querySelectorAll('[data-carousel-slide] img');
  pictures[0]!.complete = firstLoaded;
  const press = (selector: string) => section.querySelector(selector)!.dispatch({ type: 'click' });
  return {
    section,
    pictures,
    attach: () => attachCarousel(section as unknown as HTMLElement),
    /** The slide shown, 1-based, by what the reader and the screen reader are told; checks they agree. */
    shown() {
      const visible = section.querySelectorAll('[data-carousel-slide]').filter((slide) => slide.getAttribute('aria-hidden') === 'false');
      expect(visible).toHaveLength(1);
      expect(visible[0]!.hasAttribute('inert')).toBe(false);
      const current = section.querySelectorAll('[data-carousel-dot]').filter((dot) => dot.getAttribute('aria-current') === 'true');
      expect(current.map((dot) => dot.getAttribute('aria-label'))).toEqual([visible[0]!.getAttribute('aria-label')!.replace(/^(\d+) of \d+$/, 'Slide $1')]);
      return Number(visible[0]!.getAttribute('aria-label')!.split(' ')[0]);
    },
    /** The rotation control's name: the words of its visible icon. */
    toggleName: () =>
      section
        .querySelector('[data-carousel-toggle]')!
        .children.filter((icon) => !icon.hasAttribute('hidden'))
        .map((icon) => icon.textContent)
        .join(''),
    live: () => section.querySelector('[data-carousel-items]')!.getAttribute('aria-live'),
    next: () => press('[data-carousel-next]'),
    previous: () => press('[data-carousel-prev]'),
    toggle: () => press('[data-carousel-toggle]'),
    dot: (n: number) => press(`[data-carousel-dot="${n - 1}"]`),
  };
}

const STOP = 'Stop automatic slide show';
const START = 'Start automatic slide show';

beforeAll(async () => {
  addMessages('en', en);
  await i18n.changeLanguage('en');
});

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion = { matches: false, listeners: new Set() };
  // The controller's window: the (fake) timers, and matchMedia for reduced motion only.
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', { activeElement: null });
  vi.stubGlobal('matchMedia', (query: string) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return {
      get matches() {
        return reducedMotion.matches;
      },
      addEventListener: (_type: string, listener: () => void) => reducedMotion.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => reducedMotion.listeners.delete(listener),
    };
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the carousel as the server sends it', () => {
  it('shows slide 1 with its picture as the page preloads it, the others hidden and fetching nothing', () => {
    const carousel = serverCarousel();
    expect(carousel.section.getAttribute('data-carousel-interval')).toBe(String(CAROUSEL_INTERVAL_MS));
    expect(carousel.shown()).toBe(1);
    expect(carousel.toggleName()).toBe(STOP);
    expect(carousel.live()).toBe('off');
    const [first, ...later] = carousel.pictures;
    expect(first!.getAttribute('src')).toBe(slides[0]!.src);
    expect(first!.getAttribute('srcset')).toBe(slides[0]!.srcset);
    expect(first!.getAttribute('fetchpriority')).toBe('high');
    expect(first!.hasAttribute('loading')).toBe(false);
    for (const [i, picture] of later.entries()) {
      expect(picture.hasAttribute('src')).toBe(false);
      expect(picture.hasAttribute('srcset')).toBe(false);
      expect(picture.getAttribute('data-src')).toBe(slides[i + 1]!.src);
      expect(picture.getAttribute('loading')).toBe('lazy');
      expect(picture.getAttribute('width')).toBe('1600');
      expect(picture.getAttribute('alt')).toBe(`Drawn landscape ${i + 2}: hills under an open sky`);
    }
  });
});

describe('the carousel controller', () => {
  it('moves on every six seconds, round to the first', () => {
    const carousel = serverCarousel();
    carousel.attach();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(carousel.shown()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(carousel.shown()).toBe(2);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(3);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(1);
    expect(carousel.live()).toBe('off');
  });

  it('stops and starts again with its rotation control, whose name says what a press does', () => {
    const carousel = serverCarousel();
    carousel.attach();
    carousel.toggle();
    expect(carousel.toggleName()).toBe(START);
    expect(carousel.live()).toBe('polite');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(1);

    carousel.toggle();
    expect(carousel.toggleName()).toBe(STOP);
    expect(carousel.live()).toBe('off');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(2);
  });

  it('rests under a mouse, not under a touch, and gives the picture its full time after', () => {
    const carousel = serverCarousel();
    carousel.attach();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1000);
    carousel.section.dispatch({ type: 'pointerenter', pointerType: 'touch' }, false);
    expect(carousel.live()).toBe('off');
    carousel.section.dispatch({ type: 'pointerenter', pointerType: 'mouse' }, false);
    expect(carousel.live()).toBe('polite');
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(1);
    // Still playing: only resting.
    expect(carousel.toggleName()).toBe(STOP);

    carousel.section.dispatch({ type: 'pointerleave', pointerType: 'mouse' }, false);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(carousel.shown()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(carousel.shown()).toBe(2);
  });

  it('rests while focus is inside, until it leaves the carousel', () => {
    const carousel = serverCarousel();
    carousel.attach();
    const [toggle, previous] = [carousel.section.querySelector('[data-carousel-toggle]')!, carousel.section.querySelector('[data-carousel-prev]')!];
    toggle.dispatch({ type: 'focusin' });
    expect(carousel.live()).toBe('polite');
    // From one control to the next: still inside.
    toggle.dispatch({ type: 'focusout', relatedTarget: previous });
    expect(carousel.live()).toBe('polite');
    previous.dispatch({ type: 'focusin' });
    vi.advanceTimersByTime(3 * CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(1);

    previous.dispatch({ type: 'focusout', relatedTarget: null });
    expect(carousel.live()).toBe('off');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(2);
  });

  it('goes to the previous, the next and the chosen slide, each given its full time', () => {
    const carousel = serverCarousel();
    carousel.attach();
    carousel.next();
    expect(carousel.shown()).toBe(2);
    carousel.previous();
    carousel.previous();
    expect(carousel.shown()).toBe(3);
    carousel.next();
    expect(carousel.shown()).toBe(1);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1000);
    carousel.dot(3);
    expect(carousel.shown()).toBe(3);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(carousel.shown()).toBe(3);
    vi.advanceTimersByTime(1);
    expect(carousel.shown()).toBe(1);
    // A press on the group around the dots, not on a control, does nothing.
    carousel.section.querySelector('[role="group"]')!.dispatch({ type: 'click' });
    expect(carousel.shown()).toBe(1);
  });

  it('stays still for readers who prefer reduced motion, until they press play', () => {
    reducedMotion.matches = true;
    const carousel = serverCarousel();
    carousel.attach();
    expect(carousel.toggleName()).toBe(START);
    expect(carousel.live()).toBe('polite');
    vi.advanceTimersByTime(5 * CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(1);
    carousel.next();
    expect(carousel.shown()).toBe(2);

    carousel.toggle();
    expect(carousel.toggleName()).toBe(STOP);
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(3);
  });

  it('follows the system setting changed while the page is open, unless the reader chose', () => {
    const carousel = serverCarousel();
    carousel.attach();
    reducedMotion.matches = true;
    for (const listener of reducedMotion.listeners) listener();
    expect(carousel.toggleName()).toBe(START);
    vi.advanceTimersByTime(2 * CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(1);

    carousel.toggle();
    reducedMotion.matches = false;
    for (const listener of reducedMotion.listeners) listener();
    expect(carousel.toggleName()).toBe(STOP);
  });

  it('fetches the later pictures only once the first is in, and the one shown at once', () => {
    const carousel = serverCarousel({ firstLoaded: false });
    const [first, second, third] = carousel.pictures;
    carousel.attach();
    expect(second!.hasAttribute('src')).toBe(false);
    expect(third!.hasAttribute('src')).toBe(false);

    // Shown before the first is in: it loads now; the third still waits.
    carousel.next();
    expect(second!.getAttribute('src')).toBe(slides[1]!.src);
    expect(second!.getAttribute('srcset')).toBe(slides[1]!.srcset);
    expect(third!.hasAttribute('src')).toBe(false);

    // A load of another picture is not the first's.
    second!.dispatch({ type: 'load' }, false);
    expect(third!.hasAttribute('src')).toBe(false);
    first!.dispatch({ type: 'load' }, false);
    expect(third!.getAttribute('src')).toBe(slides[2]!.src);
    expect(third!.getAttribute('srcset')).toBe(slides[2]!.srcset);
    // The first picture is left exactly as the server sent it.
    expect(first!.getAttribute('src')).toBe(slides[0]!.src);
    expect(first!.getAttribute('fetchpriority')).toBe('high');
  });

  it('fetches the later pictures when the first failed, or was in before it attached', () => {
    const failed = serverCarousel({ firstLoaded: false });
    failed.attach();
    failed.pictures[0]!.dispatch({ type: 'error' }, false);
    expect(failed.pictures[2]!.getAttribute('src')).toBe(slides[2]!.src);

    const loaded = serverCarousel({ firstLoaded: true });
    loaded.attach();
    expect(loaded.pictures[1]!.getAttribute('src')).toBe(slides[1]!.src);
    expect(loaded.pictures[2]!.getAttribute('src')).toBe(slides[2]!.src);
  });

  it('is one controller with one timer however often it is attached, and stops at the last let-go', () => {
    const carousel = serverCarousel();
    // The boot script's, then the app's once hydrated.
    const detachBoot = carousel.attach();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    const detachApp = carousel.attach();
    expect(carousel.shown()).toBe(2);
    expect(vi.getTimerCount()).toBe(1);
    expect(carousel.section.count('click')).toBe(1);

    // The app lets go (its slides changed) and attaches again: the same controller, where it was.
    detachApp();
    detachApp();
    carousel.toggle();
    expect(carousel.toggleName()).toBe(START);
    const again = carousel.attach();
    expect(carousel.toggleName()).toBe(START);
    expect(vi.getTimerCount()).toBe(0);
    carousel.toggle();
    expect(vi.getTimerCount()).toBe(1);

    detachBoot();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(3);
    again();
    expect(vi.getTimerCount()).toBe(0);
    for (const type of ['click', 'pointerenter', 'pointerleave', 'focusin', 'focusout', 'load', 'error']) expect(carousel.section.count(type), type).toBe(0);
    expect(reducedMotion.listeners.size).toBe(0);
    carousel.next();
    expect(carousel.shown()).toBe(3);

    // Attached afresh, it goes on from the picture shown.
    carousel.attach();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(carousel.shown()).toBe(1);
  });

  it('stops by itself once its element has left the page', () => {
    const carousel = serverCarousel();
    carousel.attach();
    carousel.section.remove();
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
    expect(carousel.section.count('click')).toBe(0);
  });

  it('has nothing to move with one picture, and no controls', () => {
    const document = parse(renderToStaticMarkup(createElement(Carousel, { slides: slides.slice(0, 1) })));
    const section = document.querySelector('[data-carousel]')!;
    attachCarousel(section as unknown as HTMLElement);
    expect(section.querySelector('[data-carousel-toggle]')).toBeNull();
    expect(section.querySelector('[data-carousel-items]')!.getAttribute('aria-live')).toBe('polite');
    expect(vi.getTimerCount()).toBe(0);
  });
});
