import type { ImgHTMLAttributes } from 'react';
import type { MediaView } from '../../shared/schemas/media.js';

type MediaImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'> & {
  image: MediaView;
  /** How wide it is shown, by layout: the browser picks the file of that width from the picture's srcset. */
  sizes: string;
  /** Empty where the words beside it already say what it shows. */
  alt: string;
};

/**
 * A picture uploaded to the site, shown as every page shows one: the browser picks the width it
 * needs from its srcset, and its width and height hold its place before it arrives, so nothing
 * moves. How it loads (lazy, first) is the caller's choice.
 */
export function MediaImage({ image, ...img }: MediaImageProps) {
  return <img src={image.src} srcSet={image.srcset} width={image.width} height={image.height} {...img} />;
}
