import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '../../../../shared/constants.js';
import type { MediaView } from '../../../../shared/schemas/media.js';
// The HTML of / preloads the first picture with the same sizes: one value, or it is fetched twice.
import { CAROUSEL_SIZES } from '../../../../shared/constants.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { MediaImage } from '../../../components/MediaImage';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { PauseIcon, PlayIcon } from './site-icons';


const CONTROL = 'icon-button size-9 sm:size-10';

/** Whether the slide show runs on its own: as the reader chose, else as their system asks. */
type Choice = 'auto' | 'playing' | 'paused';

type CarouselProps = {
  /** undefined while the pictures load: the frame keeps its size, so nothing shifts. */
  slides: readonly MediaView[] | undefined;
  /** Shown over the frame, e.g. when the pictures did not arrive. */
  notice?: ReactNode;
};

/** How the first picture loads: exactly as the HTML preloads it (the home page's LCP). */
const FIRST_PICTURE = { fetchPriority: 'high' } as const;
/** The others wait until the first is in. */
const LATER_PICTURE = { loading: 'lazy', decoding: 'async' } as const;

/**
 * The home page's slide show: a new picture every CAROUSEL_INTERVAL_MS with a CAROUSEL_FADE_MS
 * crossfade. It follows the WAI-ARIA carousel pattern: it rests while the pointer is over it
 * or focus is inside, has previous, next, pause and per-slide controls, and stays still for
 * readers who prefer reduced motion until they press play.
 */
export function Carousel({ slides, notice }: CarouselProps) {
  const { t } = useTranslation();
  const itemsId = useId();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<Choice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The first picture is the page's largest paint; the others wait until it is in, then load
  // quietly, long before their turn.
  const [firstSettled, setFirstSettled] = useState(false);

  const count = slides?.length ?? 0;
  const current = count > 0 ? index % count : 0;
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const rotating = playing && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    // Restarted by every change of slide, so a picture chosen by hand gets its full time too.
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [rotating, current, count]);

  const go = (step: number) => setIndex((i) => (i + step + count) % count);

  function handleBlur(event: FocusEvent) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }

  // A class, not a style attribute: the server renders this into the HTML, where the CSP
  // (style-src 'self') refuses inline styles. duration-1000 is CAROUSEL_FADE_MS.
  const fade = reducedMotion ? '' : ' duration-1000';

  return (
    <section
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      className="relative bg-brand-900"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      {/* A box of the pictures' own shape (capped on tall screens): it has its size before any
          picture or data arrives (CLS 0). */}
      <div className="relative aspect-[16/9] max-h-[min(78svh,48rem)] w-full overflow-hidden">
        {/* The controls, the rotation control first, come before the slides in the tab order
            (WAI-ARIA carousel pattern). */}
        {count > 1 && (
          <div className="absolute right-2 bottom-2 z-[3] flex items-center rounded-full bg-brand-950/65 p-0.5 text-white backdrop-blur-sm sm:right-4 sm:bottom-4 sm:p-1">
            <button
              type="button"
              className={CONTROL}
              aria-label={playing ? t('home.carousel.pause') : t('home.carousel.play')}
              onClick={() => setChoice(playing ? 'paused' : 'playing')}
            >
              {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
            </button>
            <button
              type="button"
              className={CONTROL}
              aria-label={t('home.carousel.previous')}
              aria-controls={itemsId}
              onClick={() => go(-1)}
            >
              <ChevronLeftIcon className="size-6" />
            </button>
            <div role="group" aria-label={t('home.carousel.choose')} className="flex items-center">
              {slides?.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  aria-label={t('home.carousel.goTo', { number: i + 1 })}
                  aria-controls={itemsId}
                  aria-current={i === current ? 'true' : undefined}
                  onClick={() => setIndex(i)}
                  className="group grid size-8 place-items-center rounded-full sm:size-9"
                >
                  <span
                    aria-hidden="true"
                    className={
                      'block size-2.5 rounded-full ring-2 ring-white transition-colors ' +
                      (i === current ? 'bg-white' : 'bg-transparent group-hover:bg-white/50')
                    }
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={CONTROL}
              aria-label={t('home.carousel.next')}
              aria-controls={itemsId}
              onClick={() => go(1)}
            >
              <ChevronRightIcon className="size-6" />
            </button>
          </div>
        )}
        <div id={itemsId} aria-live={rotating ? 'off' : 'polite'}>
          {slides?.map((slide, i) => {
            const active = i === current;
            const load = i === 0 || firstSettled || active;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={t('home.carousel.slideRole')}
                aria-label={t('home.carousel.slideLabel', { current: i + 1, total: count })}
                aria-hidden={!active}
                inert={!active}
                className={
                  'absolute inset-0 transition-opacity ease-in-out ' + (active ? 'z-[1] opacity-100' : 'opacity-0') + fade
                }
              >
                {load && (
                  <MediaImage
                    image={slide}
                    sizes={CAROUSEL_SIZES}
                    alt={t('home.carousel.alt', { number: i + 1 })}
                    // The first exactly as the HTML preloads it; the rest after it.
                    {...(i === 0 ? { ...FIRST_PICTURE, onLoad: () => setFirstSettled(true), onError: () => setFirstSettled(true) } : LATER_PICTURE)}
                    className="size-full object-cover"
                  />
                )}
              </div>
            );
          })}
        </div>
        {notice && <div className="absolute inset-0 z-[2] grid place-items-center p-4">{notice}</div>}
      </div>
    </section>
  );
}
