import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaView } from '../../shared/schemas/media.js';
import { MediaImage } from './MediaImage';

// The viewer (and the dialog code under it) loads at the first sign of use, not with the page.
const loadViewer = () => import('./ImageViewer');
const ImageViewer = lazy(() => loadViewer().then((module) => ({ default: module.ImageViewer })));

// Three columns of an 80 rem container from 1024 px, else two.
const GALLERY_SIZES = '(min-width: 80rem) 405px, (min-width: 1024px) 33vw, 50vw';

/** A picture of a gallery, with what it shows in words (empty: only its number is said). */
export type GalleryPicture = { image: MediaView; alt: string };

/**
 * A grid of pictures (the projects page's six, a project's own gallery). Each opens the
 * full-screen viewer at itself, with previous, next and close; the page's scroll stays where it
 * was. While the pictures are on their way (`pictures` undefined), `expected` empty frames of
 * their shape hold their place.
 */
export function Gallery({ pictures, expected = 0 }: { pictures: readonly GalleryPicture[] | undefined; expected?: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const total = pictures?.length ?? expected;
  const alt = (i: number) => pictures?.[i]?.alt || t('project.pictureAlt', { number: i + 1, total });
  const openLabel = (i: number) => {
    const words = pictures?.[i]?.alt;
    return words ? t('project.openDescribedPicture', { number: i + 1, total, alt: words }) : t('project.openPicture', { number: i + 1, total });
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3" onPointerOver={() => void loadViewer()}>
        {Array.from({ length: total }, (_, i) => {
          const picture = pictures?.[i];
          return (
            <li key={picture?.image.id ?? i}>
              {/* The frame has the pictures' shape before they come (CLS 0). */}
              {picture ? (
                <button
                  type="button"
                  aria-label={openLabel(i)}
                  aria-haspopup="dialog"
                  onClick={() => setOpen(i)}
                  onFocus={() => void loadViewer()}
                  className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-brand-100 shadow-sm ring-1 ring-slate-200 sm:rounded-2xl"
                >
                  <MediaImage
                    image={picture.image}
                    sizes={GALLERY_SIZES}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </button>
              ) : (
                <div aria-hidden="true" className="aspect-[4/3] w-full rounded-xl bg-brand-100 sm:rounded-2xl" />
              )}
            </li>
          );
        })}
      </ul>
      {open !== null && pictures && (
        <Suspense fallback={null}>
          <ImageViewer
            images={pictures.map((picture, i) => ({ src: picture.image.src, srcset: picture.image.srcset, alt: alt(i) }))}
            startIndex={open}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
