import type { ImgHTMLAttributes } from 'react';
import type { MediaView } from '../../../shared/schemas/media.js';

const DEFAULT_AVATAR = '/default-avatar.svg';

type MemberPhotoProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> & {
  image: MediaView | null;
  /** Shown size in CSS pixels: the width and height it holds before it loads, and the file the browser picks. */
  size: number;
  /** Empty (the default) where the name beside it says whose photo it is. */
  alt?: string;
};

/** A member's photo, or the default avatar when they have none; its shape and frame are the caller's. */
export function MemberPhoto({ image, size, alt = '', ...img }: MemberPhotoProps) {
  return (
    <img
      src={image?.src ?? DEFAULT_AVATAR}
      srcSet={image?.srcset}
      sizes={image ? `${size}px` : undefined}
      width={size}
      height={size}
      alt={alt}
      {...img}
    />
  );
}
