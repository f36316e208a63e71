import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { loadConfig, type S3Config } from '../config.js';
import { buildTestApp } from '../../test/build-app.js';
import { createImage, createPost, createUser } from '../../test/factories.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';
import { variantName, type MediaRow } from './save-image.js';
import { createS3Client, S3MediaStorage } from './s3-storage.js';
import { BucketOfAnotherSiteError, claimMediaStorage, renewSiteId, siteIdOf, takeOverMediaStorage } from './site-owner.js';
import { sweepMedia } from './sweep.js';

/**
 * Several sites on one bucket: each sweeps only its own folder, and a site (or a restored
 * copy of one) is refused a folder that holds another site's pictures, before it deletes any.
 */
let s3: S3TestServer;
const apps: App[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await s3?.stop();
});

const HOUR = 60 * 60 * 1000;
// Two hours on: files of no row are past their one-hour grace.
const later = () => new Date(Date.now() + 2 * HOUR);

/** A site of its own (its own database) on the shared bucket, in `prefix` ('' for the bucket's top). */
async function site(prefix: string) {
  const app = await buildTestApp({ env: { ...s3.env, ...(prefix ? { S3_PREFIX: prefix } : {}) } });
  apps.push(app);
  await claimMediaStorage(app.mediaStorage, app.db);
  const author = await createUser(app);
  const inUse = await createImage(app, author.id);
  await createPost(app, author.id, { thumbnailId: inUse.id });
  const stray = `blog/Stray${prefix.replace(/\W/g, '')}OfAKilledUpload-640.webp`;
  await app.mediaStorage.put(stray, Buffer.from('half an upload'), 'image/webp');
  return { app, inUse, stray };
}

const filesOf = (row: MediaRow) => row.variants.map((width) => variantName(row.key, width));
const stored = async (app: App, name: string) => (await app.mediaStorage.read(name)) !== null;

async function bucketKeys(): Promise<string[]> {
  const config = loadConfig(s3.env).s3 as S3Config;
  const client = await createS3Client(config);
  const page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket }));
  return (page.Contents ?? []).map((object) => object.Key ?? '');
}

describe('sites sharing one bucket', () => {
  let a: Awaited<ReturnType<typeof site>>;
  let b: Awaited<ReturnType<typeof site>>;
  beforeAll(async () => {
    a = await site('school-a');
    b = await site('school-b/');
  });

  it('keeps each site’s pictures and its marker in the site’s own folder', async () => {
    const keys = await bucketKeys();
    for (const [prefix, { inUse, stray }] of [['school-a/', a], ['school-b/', b]] as const) {
      for (const name of [...filesOf(inUse), stray]) expect(keys).toContain(prefix + name);
      expect(keys).toContain(`${prefix}agora-site.json`);
    }
    expect(keys.filter((key) => !key.startsWith('school-a/') && !key.startsWith('school-b/'))).toEqual([]);
  });

  it('sends browsers to the public address of the site’s folder', () => {
    const storage = new S3MediaStorage({ ...(loadConfig(s3.env).s3 as S3Config), publicUrl: 'https://media.example.org', prefix: 'school-a/' });
    expect(storage.serving).toMatchObject({ kind: 'redirect', baseUrl: 'https://media.example.org/school-a' });
  });

  it('sweeps on each site only what is that site’s: nothing of the other is touched', async () => {
    const reportA = await sweepMedia({ db: a.app.db, storage: a.app.mediaStorage }, { dryRun: false, now: later() });
    expect(reportA).toMatchObject({ strayFiles: 1, unusedMedia: 0, failedFiles: 0 });
    expect(await stored(a.app, a.stray)).toBe(false);
    // B's stray is still there for B to find, and every picture B uses is untouched.
    expect(await stored(b.app, b.stray)).toBe(true);
    for (const name of filesOf(b.inUse)) expect(await stored(b.app, name), name).toBe(true);

    const reportB = await sweepMedia({ db: b.app.db, storage: b.app.mediaStorage }, { dryRun: false, now: later() });
    expect(reportB).toMatchObject({ strayFiles: 1, unusedMedia: 0, failedFiles: 0 });
    expect(await stored(b.app, b.stray)).toBe(false);
    for (const name of filesOf(a.inUse)) expect(await stored(a.app, name), name).toBe(true);
    for (const name of filesOf(b.inUse)) expect(await stored(b.app, name), name).toBe(true);
  });

  it('refuses a second site the folder of the first, even for a dry run, and deletes nothing', async () => {
    const intruder = await buildTestApp({ env: { ...s3.env, S3_PREFIX: 'school-a' } });
    apps.push(intruder);
    const leftover = 'blog/LeftByTheFirstSitesKilledUpload-640.webp';
    await a.app.mediaStorage.put(leftover, Buffer.from('half an upload'), 'image/webp');

    await expect(claimMediaStorage(intruder.mediaStorage, intruder.db)).rejects.toThrow(BucketOfAnotherSiteError);
    for (const dryRun of [true, false]) {
      const sweeping = sweepMedia({ db: intruder.db, storage: intruder.mediaStorage }, { dryRun, now: later() });
      await expect(sweeping).rejects.toThrow(/holds the pictures of another Agora site .*S3_PREFIX/);
    }
    expect(await stored(a.app, leftover)).toBe(true);
    for (const name of filesOf(a.inUse)) expect(await stored(a.app, name), name).toBe(true);
  });

  it('lets a site at the bucket’s top list no picture of the sites in folders below it', async () => {
    const top = await site('');
    const names: string[] = [];
    for await (const file of top.app.mediaStorage.list()) names.push(file.name);
    expect(names.sort()).toEqual([...filesOf(top.inUse), top.stray].sort());
    await sweepMedia({ db: top.app.db, storage: top.app.mediaStorage }, { dryRun: false, now: later() });
    for (const name of filesOf(b.inUse)) expect(await stored(b.app, name), name).toBe(true);
  });
});

describe('a marker read while another start writes it', () => {
  it('is read again until whole, and a damaged one is said so, then replaced by media:claim', async () => {
    const app = await buildTestApp({ env: { ...s3.env, S3_PREFIX: 'half-written' } });
    apps.push(app);
    const config = loadConfig(s3.env).s3 as S3Config;
    const client = await createS3Client(config);
    const put = (body: string) => client.send(new PutObjectCommand({ Bucket: config.bucket, Key: 'half-written/agora-site.json', Body: body }));
    // Half written (what s3rver shows while another start writes it), then whole a moment later.
    await put('{"si');
    const claiming = claimMediaStorage(app.mediaStorage, app.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await put(JSON.stringify({ site: await siteIdOf(app.db) }));
    await expect(claiming).resolves.toBeUndefined();

    await put('');
    await expect(claimMediaStorage(app.mediaStorage, app.db)).rejects.toThrow(/half-written\/agora-site\.json in the s3 bucket agora, folder half-written\/ .* could not be read \(0 bytes\)/);
    expect(await takeOverMediaStorage(app.mediaStorage, app.db)).toMatchObject({ previous: null });
    await expect(claimMediaStorage(app.mediaStorage, app.db)).resolves.toBeUndefined();
  }, 30_000);
});

describe('a restored copy of a site', () => {
  it('is refused its original’s folder until it claims it, as a restore that replaces a lost site does', async () => {
    const original = await site('restored-school');
    const before = await siteIdOf(original.app.db);
    // What the restore does to the database it restored.
    await renewSiteId(original.app.db);
    expect(await siteIdOf(original.app.db)).not.toBe(before);
    await expect(sweepMedia({ db: original.app.db, storage: original.app.mediaStorage }, { dryRun: true, now: later() })).rejects.toThrow(
      BucketOfAnotherSiteError,
    );
    expect(await stored(original.app, original.stray)).toBe(true);

    expect(await takeOverMediaStorage(original.app.mediaStorage, original.app.db)).toEqual({ previous: before, site: await siteIdOf(original.app.db) });
    await expect(claimMediaStorage(original.app.mediaStorage, original.app.db)).resolves.toBeUndefined();
    const report = await sweepMedia({ db: original.app.db, storage: original.app.mediaStorage }, { dryRun: false, now: later() });
    expect(report.strayFiles).toBe(1);
  });
});

describe('a site on a local folder', () => {
  it('has nothing to claim: the folder is its own by its place', async () => {
    const app = await buildTestApp();
    apps.push(app);
    await expect(claimMediaStorage(app.mediaStorage, app.db)).resolves.toBeUndefined();
    expect(await takeOverMediaStorage(app.mediaStorage, app.db)).toBeNull();
  });
});
