import { z } from 'zod';
import { fieldCode } from '../error-messages.js';
import { LANGUAGES } from '../languages.js';
import { mediaView } from './media.js';
import { projectSummary } from './projects.js';

/** GET /api/site: the public pages' pictures (home and project), from the site's media storage, and the open projects. */
export const siteImagesView = z.object({
  /** The home carousel's three pictures, in order. */
  carousel: z.array(mediaView),
  /** The project page's six gallery pictures. */
  gallery: z.array(mediaView),
  /** The open projects, in their order: the home page's circles and the Projects menus. */
  projects: z.array(projectSummary),
});
export type SiteImages = z.infer<typeof siteImagesView>;

/** GET and PUT /api/admin/site-settings: what administrators set for the whole site. */
export const siteSettingsView = z.object({
  /** What the site speaks to a reader who chose no language and whose browser asks for none it speaks. */
  defaultLanguage: z.enum(LANGUAGES),
});
export type SiteSettings = z.infer<typeof siteSettingsView>;

/** Body of PUT /api/admin/site-settings. */
export const siteSettingsUpdate = z.object({ defaultLanguage: z.enum(LANGUAGES, { error: fieldCode('language_invalid') }) });
