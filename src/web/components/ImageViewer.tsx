import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../lib/use-return-focus';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';

export type ViewerImage = {
  src: string;
  alt: string;
  /** The picture's widths (a media srcset); the viewer shows it at the screen's width. */
  srcset?: string;
};

/** A horizontal move at least this long (CSS pixels), and mostly sideways, is a swipe. */
const SWIPE_MIN_PX = 50;

type ImageViewerProps = {
  images: readonly ViewerImage[];
  /** The image shown first. */
  startIndex?: number;
  onClose: () => void;
};

/**
 * Full-screen image viewer, over the whole page. Mount it to open and unmount it in `onClose`,
 * so every opening starts at its own `startIndex`.
 * Escape closes; ArrowLeft and ArrowRight, or a swipe on a touch screen, move, wrapping
 * round; focus stays inside.
 */
export function ImageViewer({ images, startIndex = 0, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), Math.max(count - 1, 0)));
  const image = images[index];
  const returnFocus = useReturnFocus();

  const move = (step: number) => setIndex((current) => (current + step + count) % count);

  // Where a touch began; a mouse drags nothing here (it has the buttons).
  const swipeStart = useRef<{ id: number; x: number; y: number } | null>(null);
  function handlePointerDown(event: PointerEvent) {
    if (event.pointerType === 'mouse' || !event.isPrimary) return;
    swipeStart.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  }
  function handlePointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId || count < 2) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // A finger moving left brings the next picture, as on a phone's photo album.
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) move(dx < 0 ? 1 : -1);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (count < 2) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-brand-950" />
        <Dialog.Content
          aria-describedby={undefined}
          {...returnFocus}
          onKeyDown={handleKeyDown}
          className="fixed inset-0 z-50 flex flex-col text-white focus:outline-none"
        >
          <div className="flex items-center justify-between gap-4 p-3 sm:p-4">
            <Dialog.Title className="sr-only">{t('imageViewer.title')}</Dialog.Title>
            <p aria-live="polite" className="text-sm text-white/80">
              {count > 0 && t('imageViewer.position', { current: index + 1, total: count })}
            </p>
            <Dialog.Close className="icon-button" aria-label={t('imageViewer.close')}>
              <CloseIcon className="size-6" />
            </Dialog.Close>
          </div>
          <div
            // Sideways moves are ours (swipes); vertical panning and zooming stay the browser's.
            className="relative flex min-h-0 flex-1 touch-pan-y touch-pinch-zoom items-center justify-center px-2 pb-4 sm:px-20"
            onPointerDown={handlePointerDown}
            onPointerUp={handlePointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            {image && (
              <img
                // A new element per picture: the old one never shows while the next loads.
                key={image.src}
                src={image.src}
                srcSet={image.srcset}
                sizes={image.srcset ? '100vw' : undefined}
                alt={image.alt}
                draggable={false}
                className="h-full w-full object-contain select-none"
              />
            )}
            {count > 1 && (
              <>
                <button
                  type="button"
                  className="icon-button absolute top-1/2 left-2 -translate-y-1/2 bg-brand-950/60 sm:left-4"
                  aria-label={t('imageViewer.previous')}
                  onClick={() => move(-1)}
                >
                  <ChevronLeftIcon className="size-7" />
                </button>
                <button
                  type="button"
                  className="icon-button absolute top-1/2 right-2 -translate-y-1/2 bg-brand-950/60 sm:right-4"
                  aria-label={t('imageViewer.next')}
                  onClick={() => move(1)}
                >
                  <ChevronRightIcon className="size-7" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
