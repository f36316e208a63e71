import { z } from 'zod';
import { MAX_MEMBERS_ADDED, PROJECT_CHOICES_MAX, PROJECT_LIMITS } from '../constants.js';
import { fieldCode } from '../error-messages.js';
import { mediaView } from './media.js';
import { blockText, lineText } from './text.js';

/** Words of a project in each of the site's languages (a reader sees theirs, or the other when it is empty). */
const inBothLanguages = z.object({ en: z.string(), el: z.string() });
/** A project as its circle, the menu and the admin's list show it. */
export const projectSummary = z.object({
  id: z.uuid(),
  /** Its page: /project/<slug>. */
  slug: z.string(),
  name: inBothLanguages,
  /** One emoji, or empty. */
  icon: z.string(),
  picture: mediaView.nullable(),
  position: z.number().int(),
  archived: z.boolean(),
});
export type ProjectSummary = z.infer<typeof projectSummary>;

/** The project a post belongs to, as its card and page name it (and lead to it). */
export const projectRef = z.object({ id: z.uuid(), slug: z.string(), name: inBothLanguages, icon: z.string() });
export type ProjectRef = z.infer<typeof projectRef>;

/** GET /api/projects: the open projects in their order (administrators also ask for the archived: ?all=1). */
export const projectList = z.object({ projects: z.array(projectSummary) });
export type ProjectList = z.infer<typeof projectList>;
export const projectListQuery = z.object({
  all: z.enum(['0', '1']).optional(),
  /** The open projects the signed-in member may place a post in: their own (a teacher's or an administrator's: all). */
  mine: z.enum(['0', '1']).optional(),
});

/** A picture of a project's gallery: the image, and what it shows in words, in both languages. */
export const projectPicture = z.object({ image: mediaView, alt: inBothLanguages });
export type ProjectPicture = z.infer<typeof projectPicture>;

/** GET /api/projects/:slug: a project's page, as everyone reads it: the gallery holds only what every visitor may see. */
export const projectDetail = projectSummary.extend({ description: inBothLanguages, gallery: z.array(projectPicture) });
export type ProjectDetail = z.infer<typeof projectDetail>;

/** Someone in a project, as members read the list: names, and whether a teacher or a pupil. */
export const projectPerson = z.object({
  id: z.string(),
  name: z.string(),
  surname: z.string(),
  /** A teacher (or an administrator), a pupil, or another member of the programme. */
  kind: z.enum(['teacher', 'pupil', 'member']),
});
export type ProjectPerson = z.infer<typeof projectPerson>;

/** GET /api/projects/:slug/members: who is in it (signed-in members only), and whether the reader may add and remove. */
export const projectMembersView = z.object({
  members: z.array(projectPerson),
  /** The reader's guardianship: their children in this project, whom they follow it through. */
  children: z.array(z.object({ id: z.string(), name: z.string(), surname: z.string() })),
  mayManage: z.boolean(),
});
export type ProjectMembersView = z.infer<typeof projectMembersView>;

/** GET /api/projects/:slug/choices?q=: members not yet in the project, found by name, for those who add people. */
export const projectChoicesQuery = z.object({ q: lineText().trim().max(100, fieldCode('search_too_long')).default('') });
export const projectChoices = z.object({
  people: z.array(z.object({ id: z.string(), name: z.string(), surname: z.string(), kind: projectPerson.shape.kind })),
  more: z.boolean(),
});
export type ProjectChoices = z.infer<typeof projectChoices>;
export const PROJECT_CHOICES_LIMIT = PROJECT_CHOICES_MAX;

/** POST /api/projects/:id/members: people to add. */
export const projectMembersAdd = z.object({
  userIds: z
    .array(z.string().min(1).max(100), { error: fieldCode('project_people_required') })
    .min(1, fieldCode('project_people_required'))
    .max(MAX_MEMBERS_ADDED, fieldCode('too_many_people')),
});

const name = () =>
  lineText({ error: fieldCode('project_name_required') })
    .trim()
    .min(1, fieldCode('project_name_required'))
    .max(PROJECT_LIMITS.name, fieldCode('project_name_too_long'));
const description = blockText().trim().max(PROJECT_LIMITS.description, fieldCode('project_description_too_long'));
/** One emoji (a single grapheme that is a pictograph), or nothing. */
const icon = lineText()
  .trim()
  .refine((value) => value === '' || (value.length <= 16 && [...new Intl.Segmenter().segment(value)].length === 1 && /\p{Extended_Pictographic}/u.test(value)), {
    message: fieldCode('project_icon_invalid'),
  });

/** What administrators keep of a project, each field as it is checked. */
const projectFields = {
  slug: z
    .string({ error: fieldCode('project_address_invalid') })
    .trim()
    .max(PROJECT_LIMITS.slug, fieldCode('project_address_invalid'))
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, fieldCode('project_address_invalid')),
  nameEn: name(),
  nameEl: name(),
  descriptionEn: description,
  descriptionEl: description,
  icon,
  position: z
    .number({ error: fieldCode('project_position_invalid') })
    .int(fieldCode('project_position_invalid'))
    .min(0, fieldCode('project_position_invalid'))
    .max(PROJECT_LIMITS.position, fieldCode('project_position_invalid')),
  archived: z.boolean(),
};

/** POST /api/admin/projects: a new project (a description, an icon, an order and archived may wait). */
export const projectInput = z.object({
  ...projectFields,
  descriptionEn: description.default(''),
  descriptionEl: description.default(''),
  icon: icon.default(''),
  position: projectFields.position.default(0),
  archived: z.boolean().default(false),
});
export type ProjectInput = z.input<typeof projectInput>;
/** PATCH /api/admin/projects/:id: only what is sent changes (no defaults: what is left out stays). */
export const projectUpdate = z.object(projectFields).partial();
export type ProjectUpdate = z.input<typeof projectUpdate>;

const alt = () =>
  lineText({ error: fieldCode('project_picture_alt_required') })
    .trim()
    .min(1, fieldCode('project_picture_alt_required'))
    .max(PROJECT_LIMITS.alt, fieldCode('project_picture_alt_too_long'));

/**
 * PUT /api/admin/projects/:id/pictures: the gallery as it is to be, in its order (a picture left
 * out is taken off it), and which of its pictures (or the one shown now) is the project's own, in
 * its circle: null for none.
 */
export const projectPicturesInput = z.object({
  pictures: z
    .array(z.object({ mediaId: z.uuid({ error: fieldCode('image_not_ours') }), altEn: alt(), altEl: alt() }), { error: fieldCode('project_pictures_invalid') })
    .max(PROJECT_LIMITS.pictures, fieldCode('project_pictures_too_many'))
    .refine((pictures) => new Set(pictures.map((picture) => picture.mediaId.toLowerCase())).size === pictures.length, fieldCode('project_pictures_repeated')),
  coverId: z.uuid({ error: fieldCode('project_cover_invalid') }).nullable(),
});
export type ProjectPicturesInput = z.input<typeof projectPicturesInput>;

/**
 * GET and PUT /api/admin/projects/:id/pictures: the gallery as administrators keep it, each picture
 * with whether visitors see it (a pupil in it whose family has not agreed to public pictures keeps
 * it off the page), and the project's own picture.
 */
export const projectPicturesView = z.object({
  pictures: z.array(projectPicture.extend({ shown: z.boolean() })),
  cover: mediaView.nullable(),
});
export type ProjectPicturesView = z.infer<typeof projectPicturesView>;
