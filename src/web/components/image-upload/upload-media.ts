import type { MediaView, UploadFolder } from '../../../shared/schemas/media.js';
import { ApiError, parseApiError } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

export type UploadProgress =
  /** Bytes are on their way: `percent` of the file has been sent. */
  | { phase: 'sending'; percent: number }
  /** Everything was sent; the server is checking and resizing the picture. */
  | { phase: 'processing' };

type UploadOptions = {
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with an AbortError DOMException, like fetch. */
  signal?: AbortSignal;
};

/**
 * Sends one picture to POST /api/media. XMLHttpRequest rather than fetch: only it reports
 * how much of the request body has been sent, which is what a progress bar needs. Rejects
 * with ApiError carrying the server's message (too large, not an image, …).
 */
export function uploadMedia(file: File, folder: UploadFolder, { onProgress, signal }: UploadOptions = {}): Promise<MediaView> {
  return new Promise<MediaView>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', `/api/media?folder=${encodeURIComponent(folder)}`);
    request.setRequestHeader('accept', 'application/json');

    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ phase: 'sending', percent: Math.round((event.loaded / event.total) * 100) });
    };
    request.upload.onload = () => onProgress?.({ phase: 'processing' });

    request.onload = () => {
      let payload: unknown = undefined;
      try {
        payload = JSON.parse(request.responseText);
      } catch {
        // Left undefined: parseApiError words it by status.
      }
      if (request.status === 201 || request.status === 200) {
        if (payload && typeof payload === 'object' && 'id' in payload) resolve(payload as MediaView);
        else reject(new ApiError(request.status, 'bad_response', i18n.t('errors.badResponse')));
        return;
      }
      reject(parseApiError(request.status, payload));
    };
    request.onerror = () => reject(new ApiError(0, 'network_error', i18n.t('errors.network')));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const body = new FormData();
    body.append('file', file, file.name);
    request.send(body);
  });
}
