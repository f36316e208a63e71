import { AppError } from '../errors.js';

/** 415: the content is not one of the image types we accept, whatever its name or declared type. */
export function unsupportedImage(): AppError {
  return new AppError(
    415,
    'unsupported_image',
    'That file is not an image we accept. Please choose a JPEG, PNG, WebP, GIF or AVIF picture.',
  );
}

/** 413: the picture has more pixels than MEDIA_MAX_PIXELS. */
export function imageTooLarge(): AppError {
  return new AppError(413, 'image_too_large', 'That picture is too large: at most 40 megapixels, please.');
}

/** 413: so long and thin that even its smallest variant exceeds what WebP can hold (16383 px a side). */
export function imageTooLong(): AppError {
  return new AppError(413, 'image_too_long', 'That picture is too long and thin to show. Please crop it and try again.');
}

/** 422: an accepted type, but the file is damaged or cut short. */
export function unreadableImage(): AppError {
  return new AppError(
    422,
    'unreadable_image',
    'That picture could not be read; the file may be damaged or incomplete. Please try another one.',
  );
}

/** 413: the upload is over MEDIA_MAX_BYTES. */
export function fileTooLarge(): AppError {
  return new AppError(413, 'file_too_large', 'That file is too large: pictures can be at most 10 MB.');
}
