import { z } from 'zod';
import { PICTURE_TAGS_MAX, SEARCH_QUERY_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { lineText } from './text.js';

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

/** Body of PUT /api/media/:id/tags: every pupil in the picture (those left out are untagged). */
export const pictureTagsInput = z.object({
  pupilIds: z
    .array(z.string().trim().min(1, fieldCode('not_a_pupil')).max(100, fieldCode('not_a_pupil')), { error: fieldCode('not_a_pupil') })
    .max(PICTURE_TAGS_MAX, fieldCode('too_many_tags')),
});

/** The pupils tagged in a picture, by surname. */
export const pictureTags = z.object({
  pupils: z.array(z.object({ id: z.string(), name: z.string(), surname: z.string() })),
});

/** Query of GET /api/media/pupils: the words typed of a pupil's name. */
export const taggablePupilsQuery = z.object({
  q: lineText().trim().max(SEARCH_QUERY_MAX, fieldCode('search_too_long')).default(''),
});

/** Answer of GET /api/media/pupils: pupils by name, alphabetically, at most 20; `more` when others match too. */
export const taggablePupils = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), surname: z.string() })),
  more: z.boolean(),
});
export type TaggablePupils = z.infer<typeof taggablePupils>;
export type PictureTags = z.infer<typeof pictureTags>;
