import { AppError } from '../errors.js';

/** 415: the content is not one of the image types we accept, whatever its name or declared type. */
export function unsupportedImage(): AppError {
  return new AppError(415, 'unsupported_image');
}

/** 413: the picture has more pixels than MEDIA_MAX_PIXELS. */
export function imageTooLarge(): AppError {
  return new AppError(413, 'image_too_large');
}

/** 413: so long and thin that even its smallest variant exceeds what WebP can hold (16383 px a side). */
export function imageTooLong(): AppError {
  return new AppError(413, 'image_too_long');
}

/** 422: an accepted type, but the file is damaged or cut short. */
export function unreadableImage(): AppError {
  return new AppError(422, 'unreadable_image');
}

/** 413: the upload is over MEDIA_MAX_BYTES. */
export function fileTooLarge(): AppError {
  return new AppError(413, 'file_too_large');
}
