import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { CreateBucketCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../config.js';
import { startS3Server, type S3TestServer } from '../../test/s3-server.js';
import { createS3Client, S3MediaStorage } from './s3-storage.js';
import { LocalMediaStorage, NameTakenError, type MediaStorage, type StoredFile } from './storage.js';

/** One storage to run the contract on, fresh and empty, and a way to leave a non-media file in it. */
interface Subject {
  storage: MediaStorage;
  /** Puts something into the store behind the storage's back, under a name that is not a media name. */
  putStray(): Promise<void>;
}

let s3: S3TestServer;
const localRoots: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
  for (const root of localRoots) rmSync(root, { recursive: true, force: true });
});

function localSubject(): Subject {
  const root = mkdtempSync(join(tmpdir(), 'agora-media-contract-'));
  localRoots.push(root);
  const storage = new LocalMediaStorage(join(root, 'media'));
  return {
    storage,
    async putStray() {
      // What an interrupted copy or an editor leaves behind next to real files.
      mkdirSync(join(storage.root, 'blog'), { recursive: true });
      writeFileSync(join(storage.root, 'blog', '.abc-320.webp.tmp-1234'), 'half a file');
    },
  };
}

/** A bucket of its own for each test, so a listing sees exactly what that test stored. */
async function s3Subject(): Promise<Subject & { config: S3Config }> {
  const base = loadConfig(s3.env).s3 as S3Config;
  const config: S3Config = { ...base, bucket: `contract-${randomBytes(6).toString('hex')}` };
  const client = await createS3Client(config);
  await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
  return {
    config,
    storage: new S3MediaStorage(config),
    async putStray() {
      await client.send(new PutObjectCommand({ Bucket: config.bucket, Key: 'backups/2024-01-01/site.tar', Body: 'not media' }));
    },
  };
}

async function listed(storage: MediaStorage): Promise<StoredFile[]> {
  const files: StoredFile[] = [];
  for await (const file of storage.list()) files.push(file);
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

describe.each([
  ['a local folder', async () => localSubject()],
  ['an S3 bucket', s3Subject],
] as const)('MediaStorage on %s', (_kind, makeSubject) => {
  let subject: Subject;
  let storage: MediaStorage;
  beforeEach(async () => {
    subject = await makeSubject();
    storage = subject.storage;
  });

  it('reads back the bytes it stored', async () => {
    await storage.put('blog/abc-320.webp', Buffer.from('one picture'), 'image/webp');
    expect((await storage.read('blog/abc-320.webp'))?.toString()).toBe('one picture');
  });

  it('never overwrites: a taken name is a NameTakenError and the first content stays', async () => {
    await storage.put('blog/taken-320.webp', Buffer.from('first'), 'image/webp');
    await expect(storage.put('blog/taken-320.webp', Buffer.from('second'), 'image/webp')).rejects.toBeInstanceOf(NameTakenError);
    expect((await storage.read('blog/taken-320.webp'))?.toString()).toBe('first');
  });

  it('deletes a file, and a second delete of the missing name is not an error', async () => {
    await storage.put('profile/gone-320.webp', Buffer.from('x'), 'image/webp');
    await storage.delete('profile/gone-320.webp');
    expect(await storage.read('profile/gone-320.webp')).toBeNull();
    await expect(storage.delete('profile/gone-320.webp')).resolves.toBeUndefined();
  });

  it('reads a name that was never stored as null', async () => {
    expect(await storage.read('blog/never-320.webp')).toBeNull();
  });

  it('lists exactly the stored media files with their sizes, ignoring anything else in the store', async () => {
    await storage.put('blog/one-320.webp', Buffer.from('12345'), 'image/webp');
    await storage.put('blog/one-640.webp', Buffer.from('1234567890'), 'image/webp');
    await storage.put('site/two-320.webp', Buffer.from('123'), 'image/webp');
    await subject.putStray();
    const files = await listed(storage);
    expect(files.map(({ name, size }) => ({ name, size }))).toEqual([
      { name: 'blog/one-320.webp', size: 5 },
      { name: 'blog/one-640.webp', size: 10 },
      { name: 'site/two-320.webp', size: 3 },
    ]);
    for (const file of files) expect(file.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists nothing when nothing is stored', async () => {
    expect(await listed(storage)).toEqual([]);
  });

  it('refuses a name that is not folder/name before touching the store', async () => {
    await expect(storage.put('../outside.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/not a media name/);
    await expect(storage.read('blog/a/b.webp')).rejects.toThrow(/not a media name/);
    await expect(storage.delete('/etc/passwd')).rejects.toThrow(/not a media name/);
  });
});

describe('S3MediaStorage serving', () => {
  let storage: S3MediaStorage;
  let config: S3Config;
  beforeEach(async () => {
    const subject = await s3Subject();
    storage = subject.storage as S3MediaStorage;
    config = subject.config;
  });

  it('stores objects with their type and immutable caching, for whoever serves them straight from the bucket', async () => {
    await storage.put('blog/cached-320.webp', Buffer.from('webp bytes'), 'image/webp');
    const client = await createS3Client(config);
    const head = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: 'blog/cached-320.webp' }));
    expect(head).toMatchObject({ ContentType: 'image/webp', CacheControl: 'public, max-age=31536000, immutable' });
  });

  it('streams a stored file with its type, answers its own etag with not-modified, and a missing name with null', async () => {
    await storage.put('blog/served-320.webp', Buffer.from('webp bytes'), 'image/webp');
    const serving = storage.serving;
    if (serving.kind !== 'stream') throw new Error(`expected stream serving, got ${serving.kind}`);

    const object = await serving.open('blog/served-320.webp');
    if (object === null || object === 'not-modified') throw new Error(`expected the object, got ${object}`);
    expect(await text(object.body)).toBe('webp bytes');
    expect(object).toMatchObject({ contentType: 'image/webp', contentLength: 10, etag: expect.stringMatching(/^".+"$/) });
    expect(object.lastModified).toBeInstanceOf(Date);

    expect(await serving.open('blog/served-320.webp', object.etag)).toBe('not-modified');
    expect(await serving.open('blog/missing-320.webp')).toBeNull();
  });

  it('redirects to the public address instead when S3_PUBLIC_URL is set', () => {
    const config = loadConfig({ ...s3.env, S3_PUBLIC_URL: 'https://media.example.org/agora/' }).s3 as S3Config;
    expect(new S3MediaStorage(config).serving).toMatchObject({ kind: 'redirect', baseUrl: 'https://media.example.org/agora' });
  });

  it('describes itself by bucket and endpoint, for the log', () => {
    expect(storage.description).toMatch(/^s3 bucket contract-[0-9a-f]+ at http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('passes checkBucket for a bucket that exists', async () => {
    await expect(storage.checkBucket()).resolves.toBeUndefined();
  });

  it('fails checkBucket naming S3_BUCKET and S3_ENDPOINT when the bucket does not exist', async () => {
    const config = loadConfig({ ...s3.env, S3_BUCKET: 'no-such-bucket' }).s3 as S3Config;
    await expect(new S3MediaStorage(config).checkBucket()).rejects.toThrow(
      `Agora cannot use the s3 bucket no-such-bucket at ${s3.endpoint} for media: it does not exist. Check S3_BUCKET and S3_ENDPOINT.`,
    );
  });

  it('fails checkBucket saying access was refused when the key is unknown', async () => {
    // s3rver checks the key id but not version 4 signatures, so a wrong secret would pass here.
    const config = loadConfig({ ...s3.env, S3_ACCESS_KEY_ID: 'NOBODY' }).s3 as S3Config;
    await expect(new S3MediaStorage(config).checkBucket()).rejects.toThrow(/access was refused \(check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY\)/);
  });

  it('fails checkBucket when nothing listens at the endpoint', async () => {
    const config = loadConfig({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }).s3 as S3Config;
    await expect(new S3MediaStorage(config).checkBucket()).rejects.toThrow(/^Agora cannot use the s3 bucket agora at http:\/\/127\.0\.0\.1:9 for media: .+Check S3_BUCKET and S3_ENDPOINT\.$/s);
  });
});
