import { z } from 'zod';
import { fieldCode } from '../error-messages.js';

/** Folders an upload can go to: blog, profile and collaboration images. */
const UPLOAD_FOLDERS = ['blog', 'profile', 'collaboration'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Query of POST /api/media (multipart, one field named `file`). */
export const uploadQuery = z.object({
  folder: z.enum(UPLOAD_FOLDERS, { error: fieldCode('upload_folder_invalid') }),
});

/** An image of this site as the browser uses it: `src` is the largest variant, `srcset` all of them. */
export const mediaView = z.object({
  id: z.uuid(),
  src: z.string(),
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type MediaView = z.infer<typeof mediaView>;
