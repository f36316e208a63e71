import * as Dialog from '@radix-ui/react-dialog';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../lib/use-return-focus';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';

export type ViewerImage = { src: string; alt: string };

type ImageViewerProps = {
  images: readonly ViewerImage[];
  /** The image shown first. */
  startIndex?: number;
  onClose: () => void;
};

/**
 * Full-screen image viewer (SPEC §2 "About and Project", "Global overlays"). Mount it to open
 * and unmount it in `onClose`, so every opening starts at its own `startIndex`.
 * Escape closes; ArrowLeft and ArrowRight move, wrapping round; focus stays inside.
 */
export function ImageViewer({ images, startIndex = 0, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(startIndex, 0), Math.max(count - 1, 0)));
  const image = images[index];
  const returnFocus = useReturnFocus();

  const move = (step: number) => setIndex((current) => (current + step + count) % count);

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
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 pb-4 sm:px-20">
            {image && <img src={image.src} alt={image.alt} className="h-full w-full object-contain" />}
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
