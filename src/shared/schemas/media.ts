import { z } from 'zod';
import { PICTURE_TAGS_MAX } from '../constants.js';
import { fieldCode } from '../error-messages.js';

/** Folders an upload can go to: posts', profiles', collaborations' and (administrators' only) projects' galleries' images. */
const UPLOAD_FOLDERS = ['blog', 'profile', 'collaboration', 'project'] as const;
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

/** `?q=` of GET /api/media/pupils, and its answer: the pupils one may tag in a picture, at most 20. */
export { pupilChoicesQuery as taggablePupilsQuery, pupilChoices as taggablePupils, type PupilChoices as TaggablePupils } from './pupil-choices.js';
export type PictureTags = z.infer<typeof pictureTags>;
