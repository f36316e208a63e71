import { PutObjectCommand } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { auditLog, collaborationItems, collaborations, media, profiles, siteImages } from '../db/schema.js';
import { loadConfig, type S3Config } from '../config.js';
import { buildTestApp } from '../../test/build-app.js';
import { createImage, createPost, createUser } from '../../test/factories.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';
import { createS3Client } from './s3-storage.js';
import { variantName, type MediaRow } from './save-image.js';
import { sweepMedia, UNUSED_MEDIA_GRACE_MS } from './sweep.js';

/** The sweep on both storages: it removes what nothing uses and keeps every picture in use. */
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.stop());

const HOUR = 60 * 60 * 1000;

describe.each([
  ['a local folder', () => ({})],
  ['an S3 bucket', () => s3.env],
])('sweeping media in %s', (_kind, env) => {
  let app: App;
  let used: Record<string, MediaRow>;
  let unusedOld: MediaRow;
  let unusedRecent: MediaRow;
  const strayName = 'blog/StrayFileOfAnInterruptedUpload-640.webp';

  beforeAll(async () => {
    app = await buildTestApp({ env: env() });
    const author = await createUser(app);
    const image = (folder: 'blog' | 'profile' | 'collaboration' = 'blog') => createImage(app, author.id, folder);
    used = {
      postThumbnail: await image(),
      postContent: await image(),
      collaborationThumbnail: await image('collaboration'),
      collaborationContent: await image('collaboration'),
      profile: await image('profile'),
      site: await image(),
    };
    // The content block names its picture in capitals: ids are compared without case.
    await createPost(app, author.id, {
      thumbnailId: used.postThumbnail!.id,
      content: [{ type: 'image', value: used.postContent!.id.toUpperCase(), alt: '' }],
    });
    const [collaboration] = await app.db
      .insert(collaborations)
      .values({ title: 'Garden', createdById: author.id, thumbnailId: used.collaborationThumbnail!.id, content: [] })
      .returning();
    await app.db.insert(collaborationItems).values({
      collaborationId: collaboration!.id,
      kind: 'update',
      title: 'News',
      content: [{ type: 'image', value: used.collaborationContent!.id, alt: '' }],
    });
    await app.db.update(profiles).set({ imageId: used.profile!.id }).where(eq(profiles.userId, author.id));
    await app.db.insert(siteImages).values({ slot: 'gallery-1', mediaId: used.site!.id });

    unusedOld = await image();
    unusedRecent = await image();
    // Uploaded long ago and never used: past its grace period.
    await app.db
      .update(media)
      .set({ createdAt: new Date(Date.now() - UNUSED_MEDIA_GRACE_MS - HOUR) })
      .where(eq(media.id, unusedOld.id));
    // The files of an upload killed before it wrote its row.
    await app.mediaStorage.put(strayName, Buffer.from('half an upload'), 'image/webp');
  });
  afterAll(() => app?.close());

  const filesOf = (row: MediaRow) => row.variants.map((width) => variantName(row.key, width));
  const stored = async (name: string) => (await app.mediaStorage.read(name)) !== null;
  const rowExists = async (row: MediaRow) => (await app.db.select().from(media).where(eq(media.id, row.id))).length === 1;
  // Two hours on, so the stray file is past its one-hour grace.
  const later = () => new Date(Date.now() + 2 * HOUR);

  it('keeps a fresh file of no row: it may be an upload still under way', async () => {
    const report = await sweepMedia({ db: app.db, storage: app.mediaStorage }, { dryRun: true });
    expect(report.strayFiles).toBe(0);
  });

  it('reports in a dry run what it would remove, and removes nothing', async () => {
    const report = await sweepMedia({ db: app.db, storage: app.mediaStorage }, { dryRun: true, now: later() });
    expect(report).toEqual({ dryRun: true, unusedMedia: 1, unusedFiles: unusedOld.variants.length, strayFiles: 1, failedFiles: 0 });
    expect(await rowExists(unusedOld)).toBe(true);
    for (const name of [...filesOf(unusedOld), strayName]) expect(await stored(name)).toBe(true);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, 'media.swept'))).toEqual([]);
  });

  it('removes the unused picture past its grace and the stray file, keeping every picture in use and the recent one', async () => {
    const report = await sweepMedia({ db: app.db, storage: app.mediaStorage }, { dryRun: false, now: later() });
    expect(report).toEqual({ dryRun: false, unusedMedia: 1, unusedFiles: unusedOld.variants.length, strayFiles: 1, failedFiles: 0 });
    expect(await rowExists(unusedOld)).toBe(false);
    for (const name of [...filesOf(unusedOld), strayName]) expect(await stored(name), name).toBe(false);
    for (const row of [...Object.values(used), unusedRecent]) {
      expect(await rowExists(row)).toBe(true);
      for (const name of filesOf(row)) expect(await stored(name), name).toBe(true);
    }
  });

  it('writes one audit entry for a sweep that removed something, and none for one that did not', async () => {
    await sweepMedia({ db: app.db, storage: app.mediaStorage }, { dryRun: false, now: later() });
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.action, 'media.swept'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: null, targetType: 'media', details: { unusedMedia: 1, strayFiles: 1 } });
  });
});

describe('sweeping a bucket of more than 1,000 files', () => {
  it('lists past the first page of 1,000 and removes all 1,500 files of interrupted uploads', async () => {
    const own = await startS3Server();
    const app = await buildTestApp({ env: own.env });
    try {
      const config = loadConfig(own.env).s3 as S3Config;
      const client = await createS3Client(config);
      const names = Array.from({ length: 1_500 }, (_, i) => `blog/Stray${String(i).padStart(4, '0')}OfAKilledUpload-640.webp`);
      // Straight into the bucket, fifty at a time: what 1,500 interrupted uploads leave.
      for (let i = 0; i < names.length; i += 50) {
        await Promise.all(names.slice(i, i + 50).map((Key) => client.send(new PutObjectCommand({ Bucket: config.bucket, Key, Body: 'half' }))));
      }
      const listed: string[] = [];
      for await (const file of app.mediaStorage.list()) listed.push(file.name);
      expect(listed.sort()).toEqual(names);

      const report = await sweepMedia({ db: app.db, storage: app.mediaStorage }, { dryRun: false, now: new Date(Date.now() + 2 * HOUR) });
      expect(report).toMatchObject({ strayFiles: 1_500, failedFiles: 0 });
      const left: string[] = [];
      for await (const file of app.mediaStorage.list()) left.push(file.name);
      expect(left).toEqual([]);
    } finally {
      await app.close();
      await own.stop();
    }
  }, 180_000);
});
