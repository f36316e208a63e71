import { extname } from 'node:path';

/** Types of the files Agora writes (WebP) and of pictures an older version or an operator may have left. */
const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** The content type to store a media file under, from its name (copies between storages keep it right). */
export function contentTypeOf(name: string): string {
  return CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
}
