import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_INTERVAL_MS } from '../../../../shared/constants.js';
import type { MediaView } from '../../../../shared/schemas/media.js';
// The HTML of / preloads the first picture with the same sizes: one value, or it is fetched twice.
import { CAROUSEL_SIZES } from '../../../../shared/constants.js';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/icons';
import { MediaImage } from '../../../components/MediaImage';
import { attachCarousel } from './carousel-controller';
import { PauseIcon, PlayIcon } from './site-icons';


const CONTROL = 'icon-button size-9 sm:size-10';

type CarouselProps = {
  /** undefined while the pictures load: the frame keeps its size, so nothing shifts. */
  slides: readonly MediaView[] | undefined;
  /** Shown over the frame, e.g. when the pictures did not arrive. */
  notice?: ReactNode;
};

/**
 * The home page's slide show: a new picture every CAROUSEL_INTERVAL_MS with a CAROUSEL_FADE_MS
 * crossfade. It follows the WAI-ARIA carousel pattern: it rests while the pointer is over it
 * or focus is inside, has previous, next, pause and per-slide controls, and stays still for
 * readers who prefer reduced motion until they press play.
 *
 * This draws it as the server sends it, slide 1 shown and playing; what moves it is
 * carousel-controller.ts, which the page's boot script attaches before React runs (a visitor
 * may never load the app) and this attaches again. So every prop here is the same on every
 * render: React, which leaves the server's attributes as they are when it hydrates, then writes
 * only the props that change, and never over what the controller set.
 */
export function Carousel({ slides, notice }: CarouselProps) {
  const { t } = useTranslation();
  const itemsId = useId();
  const ref = useRef<HTMLElement>(null);
  const count = slides?.length ?? 0;

  // Again when the slides change: after a move within the app they arrive after the first render.
  useEffect(() => {
    if (!ref.current || !slides?.length) return;
    return attachCarousel(ref.current);
  }, [slides]);

  return (
    <section
      ref={ref}
      data-carousel=""
      data-carousel-interval={CAROUSEL_INTERVAL_MS}
      aria-roledescription={t('home.carousel.roleDescription')}
      aria-label={t('home.carousel.label')}
      className="relative bg-brand-900"
    >
      {/* A box of the pictures' own shape (capped on tall screens): it has its size before any
          picture or data arrives (CLS 0). */}
      <div className="relative aspect-[16/9] max-h-[min(78svh,48rem)] w-full overflow-hidden">
        {/* The controls, the rotation control first, come before the slides in the tab order
            (WAI-ARIA carousel pattern). */}
        {count > 1 && (
          <div className="absolute right-2 bottom-2 z-[3] flex items-center rounded-full bg-brand-950/65 p-0.5 text-white backdrop-blur-sm sm:right-4 sm:bottom-4 sm:p-1">
            {/* Both icons, each with the words that name the button; the controller shows the
                one for what a press does (an aria-label it changed would be written back by
                React when the language changes). */}
            <button type="button" className={CONTROL} data-carousel-toggle="">
              <span data-carousel-pause="">
                <PauseIcon className="size-5" />
                <span className="sr-only">{t('home.carousel.pause')}</span>
              </span>
              <span data-carousel-play="" hidden>
                <PlayIcon className="size-5" />
                <span className="sr-only">{t('home.carousel.play')}</span>
              </span>
            </button>
            <button
              type="button"
              className={CONTROL}
              aria-label={t('home.carousel.previous')}
              aria-controls={itemsId}
              data-carousel-prev=""
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
                  aria-current={i === 0 ? 'true' : undefined}
                  data-carousel-dot={i}
                  className="group grid size-8 place-items-center rounded-full sm:size-9"
                >
                  <span
                    aria-hidden="true"
                    className="block size-2.5 rounded-full bg-transparent ring-2 ring-white transition-colors group-hover:bg-white/50 group-aria-[current=true]:bg-white"
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              className={CONTROL}
              aria-label={t('home.carousel.next')}
              aria-controls={itemsId}
              data-carousel-next=""
            >
              <ChevronRightIcon className="size-6" />
            </button>
          </div>
        )}
        <div id={itemsId} aria-live={count > 1 ? 'off' : 'polite'} data-carousel-items="">
          {slides?.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('home.carousel.slideRole')}
              aria-label={t('home.carousel.slideLabel', { current: i + 1, total: count })}
              aria-hidden={i !== 0}
              inert={i !== 0}
              data-carousel-slide=""
              // Classes, not a style attribute: the server renders this into the HTML, where the
              // CSP (style-src 'self') refuses inline styles. duration-1000 is CAROUSEL_FADE_MS;
              // the look follows aria-hidden, which the controller sets.
              className="absolute inset-0 z-[1] transition-opacity ease-in-out motion-safe:duration-1000 aria-hidden:z-auto aria-hidden:opacity-0"
            >
              {i === 0 ? (
                // The first exactly as the HTML preloads it: the home page's LCP.
                <MediaImage
                  image={slide}
                  sizes={CAROUSEL_SIZES}
                  alt={t('home.carousel.alt', { number: 1 })}
                  fetchPriority="high"
                  className="size-full object-cover"
                />
              ) : (
                // The rest fetch nothing until the first is in: their addresses wait in data-src
                // and data-srcset, which the controller copies over.
                <img
                  data-src={slide.src}
                  data-srcset={slide.srcset}
                  width={slide.width}
                  height={slide.height}
                  sizes={CAROUSEL_SIZES}
                  alt={t('home.carousel.alt', { number: i + 1 })}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              )}
            </div>
          ))}
        </div>
        {notice && <div className="absolute inset-0 z-[2] grid place-items-center p-4">{notice}</div>}
      </div>
    </section>
  );
}
