import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pictureTags, pictureTagsInput, taggablePupils, taggablePupilsQuery } from '../../../shared/schemas/media.js';
import { idParams } from '../../../shared/schemas/params.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { media } from '../../core/db/schema.js';
import { notFound, validationFailed } from '../../core/errors.js';
import { pupilsAmong, setTags, tagsOf } from '../../core/media/picture-tags.js';
import { listPupilChoices } from '../../core/people/pupil-choices.js';
import type { Db } from '../../core/db/client.js';
import { pictureTagsPolicy } from './tags-policy.js';

const pictureParams = idParams('picture');

/** Pupils offered at once while typing a name: a class's worth. */
const TAG_CHOICES_MAX = 20;

async function findPicture(db: Db, id: string): Promise<{ id: string; ownerId: string | null }> {
  const [row] = await db.select({ id: media.id, ownerId: media.ownerId }).from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw notFound('picture');
  return row;
}

/**
 * Who is in a picture: GET and PUT /api/media/:id/tags, for its uploader and reviewers. Tagging a
 * pupil bounds the picture's audience by their family's image consent at once (the event's
 * pictures reaction moves it out of public view on every instance); it is audited.
 */
export const pictureTagRoutes: FastifyPluginAsyncZod = async (app) => {
  // The pupils one may tag, found by name as "Who is in this picture?" is typed: for any member,
  // who may upload and so tag (names only; members read every member's name on the site anyway).
  app.get('/api/media/pupils', { schema: { querystring: taggablePupilsQuery, response: { 200: taggablePupils } } }, async (request) => {
    currentUser(request);
    const { people, more } = await listPupilChoices(app.db, request.query.q, TAG_CHOICES_MAX);
    return { people: people.map((person) => ({ id: person.id, name: person.name, surname: person.surname })), more };
  });

  app.get('/api/media/:id/tags', { schema: { params: pictureParams, response: { 200: pictureTags } } }, async (request) => {
    const user = currentUser(request);
    const picture = await findPicture(app.db, request.params.id);
    pictureTagsPolicy.authorize(user, 'tag', picture);
    return { pupils: await tagsOf(app.db, picture.id) };
  });

  app.put(
    '/api/media/:id/tags',
    { schema: { params: pictureParams, body: pictureTagsInput, response: { 200: pictureTags } } },
    async (request) => {
      const user = currentUser(request);
      const picture = await findPicture(app.db, request.params.id);
      pictureTagsPolicy.authorize(user, 'tag', picture);
      const pupilIds = [...new Set(request.body.pupilIds)];
      const pupils = await pupilsAmong(app.db, pupilIds);
      const refused = request.body.pupilIds.flatMap((id, index) => (pupils.has(id) ? [] : [`pupilIds.${index}`]));
      if (refused.length > 0) throw validationFailed(Object.fromEntries(refused.map((field) => [field, 'not_a_pupil' as const])));
      await app.change(request, async (tx, record) => {
        await setTags(tx, picture.id, pupilIds, user.id);
        record({ type: 'picture.tagged', mediaId: picture.id, pupilIds });
      });
      return { pupils: await tagsOf(app.db, picture.id) };
    },
  );
};
