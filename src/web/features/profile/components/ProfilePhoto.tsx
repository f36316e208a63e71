import type { MediaView } from '../../../../shared/schemas/media.js';
import { MemberPhoto } from '../../../entities/member-card/MemberPhoto';

type ProfilePhotoProps = {
  image: MediaView | null;
  /** Shown size in CSS pixels; also the width and height attributes, so nothing moves on load. */
  size: number;
  alt: string;
  className?: string;
};

/** A member's photo in a circle, or the default avatar when there is none. */
export function ProfilePhoto({ image, size, alt, className = '' }: ProfilePhotoProps) {
  return (
    <MemberPhoto
      image={image}
      size={size}
      alt={alt}
      style={{ width: size, height: size }}
      className={`shrink-0 rounded-full bg-brand-100 object-cover shadow-sm ring-4 ring-white ${className}`}
    />
  );
}
