import { z } from 'zod';
import { mediaView } from './media.js';

/** GET /api/site: the public pages' pictures, from the site's media storage (SPEC §2 Home, Project). */
export const siteImagesView = z.object({
  /** The home carousel's three pictures, in order. */
  carousel: z.array(mediaView),
  /** The project page's six gallery pictures. */
  gallery: z.array(mediaView),
  /** The four project circles of the home page. */
  projects: z.array(mediaView),
});
export type SiteImages = z.infer<typeof siteImagesView>;
