import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../test/build-app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { picture } from '../../test/images.js';
import { profiles } from '../db/schema.js';
import { picturesToShow, setTags } from './picture-tags.js';
import { saveImage, type MediaRow } from './save-image.js';

let app: App;
let uploader: TestUser;
let teacher: TestUser;
/** Tagged with two pupils whose families gave no consent, and one who may be shown to everyone. */
let ofThree: MediaRow;
/** Tagged with the pupil who may be shown to members only. */
let ofOne: MediaRow;
/** Nobody tagged. */
let ofNobody: MediaRow;

const pupil = async (name: string, surname: string, consent: 'public' | 'members' | null) => {
  const made = await createUser(app, { name, surname, needsReview: true });
  if (consent) await app.db.update(profiles).set({ imageConsent: consent }).where(eq(profiles.userId, made.id));
  return made.id;
};

beforeAll(async () => {
  app = await buildTestApp();
  uploader = await createUser(app);
  teacher = await createUser(app, { role: 'teacher' });
  const deps = { db: app.db, storage: app.mediaStorage };
  const save = async () => saveImage(deps, { buffer: await picture('jpeg', 400, 300), folder: 'blog', ownerId: uploader.id });
  [ofThree, ofOne, ofNobody] = [await save(), await save(), await save()];
  const zoe = await pupil('Zoe', 'Zeta', null);
  const alex = await pupil('Alex', 'Alpha', null);
  const pia = await pupil('Pia', 'Public', 'public');
  const mia = await pupil('Mia', 'Members', 'members');
  await setTags(app.db, ofThree.id, [zoe, alex, pia], teacher.id);
  await setTags(app.db, ofOne.id, [mia], teacher.id);
});
afterAll(() => app.close());

const byId = async (ids: (string | null)[], audience: 'everyone' | 'members') =>
  Object.fromEntries((await picturesToShow(app.db, ids, audience)).map(({ id, ...rest }) => [id, rest]));

describe('picturesToShow', () => {
  it('answers each picture stored here once, with its uploader; unknown ids, addresses and nothing are left out', async () => {
    const found = await byId([ofNobody.id, ofNobody.id.toUpperCase(), randomUUID(), 'https://elsewhere.example/cat.png', null], 'everyone');
    expect(found).toEqual({ [ofNobody.id]: { ownerId: uploader.id, keptPupil: null } });
    expect(await picturesToShow(app.db, [], 'members')).toEqual([]);
  });

  it('names the first pupil by surname whose consent keeps the picture from the audience, and none where all may be shown', async () => {
    expect(await byId([ofThree.id, ofOne.id, ofNobody.id], 'everyone')).toEqual({
      [ofThree.id]: { ownerId: uploader.id, keptPupil: { name: 'Alex', surname: 'Alpha' } },
      [ofOne.id]: { ownerId: uploader.id, keptPupil: { name: 'Mia', surname: 'Members' } },
      [ofNobody.id]: { ownerId: uploader.id, keptPupil: null },
    });
    expect(await byId([ofThree.id, ofOne.id], 'members')).toEqual({
      [ofThree.id]: { ownerId: uploader.id, keptPupil: { name: 'Alex', surname: 'Alpha' } },
      [ofOne.id]: { ownerId: uploader.id, keptPupil: null },
    });
  });
});
