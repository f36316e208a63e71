import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MediaView } from '../../../../shared/schemas/media.js';
import { GALLERY_IMAGE_COUNT } from '../../../../shared/constants.js';
import { MediaImage } from '../../../components/MediaImage';

// The viewer (and the dialog code under it) loads at the first sign of use, not with the page.
const loadViewer = () => import('../../../components/ImageViewer');
const ImageViewer = lazy(() => loadViewer().then((module) => ({ default: module.ImageViewer })));

// Three columns of an 80 rem container from 1024 px, else two.
const GALLERY_SIZES = '(min-width: 80rem) 405px, (min-width: 1024px) 33vw, 50vw';

/**
 * The project page's six pictures. Each opens the full-screen viewer at itself, with
 * previous, next and close; the page's scroll stays where it was.
 */
export function Gallery({ pictures }: { pictures: readonly MediaView[] | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const total = pictures?.length ?? GALLERY_IMAGE_COUNT;
  const alt = (i: number) => t('project.pictureAlt', { number: i + 1, total });

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3" onPointerOver={() => void loadViewer()}>
        {Array.from({ length: total }, (_, i) => {
          const picture = pictures?.[i];
          return (
            <li key={picture?.id ?? i}>
              {/* The frame has the pictures' shape before they come (CLS 0). */}
              {picture ? (
                <button
                  type="button"
                  aria-label={t('project.openPicture', { number: i + 1, total })}
                  aria-haspopup="dialog"
                  onClick={() => setOpen(i)}
                  onFocus={() => void loadViewer()}
                  className="group block aspect-[4/3] w-full overflow-hidden rounded-xl bg-brand-100 shadow-sm ring-1 ring-slate-200 sm:rounded-2xl"
                >
                  <MediaImage
                    image={picture}
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
            images={pictures.map((picture, i) => ({ src: picture.src, srcset: picture.srcset, alt: alt(i) }))}
            startIndex={open}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  );
}
