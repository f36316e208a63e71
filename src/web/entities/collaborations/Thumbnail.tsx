import type { MediaView } from '../../../shared/schemas/media.js';
import { MediaImage } from '../../components/MediaImage';

/** The placeholder for "no picture chosen": a drawing in the 16:10 shape of the cards. */
export const PLACEHOLDER_SRC = '/collaboration-placeholder.svg';
const PLACEHOLDER_WIDTH = 320;
const PLACEHOLDER_HEIGHT = 200;

type ThumbnailProps = {
  image: MediaView | null;
  /** The `sizes` of the column the picture is shown in. */
  sizes: string;
  className?: string;
  /** Empty where a title beside the picture already says what it is. */
  alt?: string;
  eager?: boolean;
};

/** A collaboration's chosen picture, or the placeholder when it has none. */
export function Thumbnail({ image, sizes, className = '', alt = '', eager = false }: ThumbnailProps) {
  const loading = eager ? 'eager' : 'lazy';
  if (!image) {
    return (
      <img
        src={PLACEHOLDER_SRC}
        width={PLACEHOLDER_WIDTH}
        height={PLACEHOLDER_HEIGHT}
        alt={alt}
        loading={loading}
        decoding="async"
        className={`bg-brand-100 object-cover ${className}`}
      />
    );
  }
  return (
    <MediaImage
      image={image}
      sizes={sizes}
      alt={alt}
      loading={loading}
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
