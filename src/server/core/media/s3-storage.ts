import { Readable } from 'node:stream';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config.js';
import { checkName, isMediaName, NameTakenError, StorageUnavailableError, type MediaObject, type MediaServing, type MediaStorage, type StoredFile } from './storage.js';

// Agora runs on Node 20 on purpose (package.json engines). The SDK warns on every start that
// its releases after January 2027 will need Node 22: news for whoever upgrades the SDK, not
// for an operator reading the server's log. An explicit setting in the environment wins.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** The SDK's exports. */
type Sdk = typeof S3Sdk;

/**
 * The SDK is loaded on first use, not with the server: a site on a local folder would
 * otherwise spend about 100 ms of every cold start (whose budget is 1 s) loading a
 * library it never calls. It stays outside the server bundle for the same reason.
 */
function loadSdk(): Promise<Sdk> {
  return import('@aws-sdk/client-s3');
}

/** Stored names never change (a new picture gets a new name), so every cache may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** How long to wait for the store to accept a connection: a wrong endpoint should fail, not hang. */
const CONNECTION_TIMEOUT_MS = 5_000;
/** How long a connection may stay silent mid-request: a store that stalls must not hold a request for ever. */
const IDLE_TIMEOUT_MS = 15_000;

/** Thrown by checkBucket when the bucket cannot be used; its message names the settings to look at. */
export class BucketUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BucketUnreachableError';
  }
}

/** The HTTP status of an SDK error, when the store answered at all. */
function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey' || statusOf(error) === 404;
}

function newClient(sdk: Sdk, config: S3Config): S3Client {
  return new sdk.S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
    // Checksums only where the API requires them: the SDK's newer default checksum headers
    // are refused by several S3-compatible stores, and the bytes are ours and re-encoded anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A client for the configured store, made as Agora makes its own (tests use it to reach the bucket directly). */
export async function createS3Client(config: S3Config): Promise<S3Client> {
  return newClient(await loadSdk(), config);
}

/** Why HeadBucket failed, in words an operator can act on. */
function whyUnreachable(error: unknown): string {
  const status = statusOf(error);
  if (status === 404) return 'it does not exist';
  if (status === 401 || status === 403) return 'access was refused (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)';
  if ((error as Error).name === 'CredentialsProviderError') {
    return 'no credentials were found (set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or give the machine an IAM role)';
  }
  return (error as Error).message || (error as Error).name || String(error);
}

/** Where the bucket is, in words for a log line or an error message. */
function whereIs(config: S3Config): string {
  const folder = config.prefix ? `, folder ${config.prefix}` : '';
  return `s3 bucket ${config.bucket}${folder} at ${config.endpoint ?? `AWS (${config.region})`}`;
}

/**
 * The object beside the pictures that names the site they belong to (core/media/site-owner.ts).
 * Not a media name, so no listing, backup or sweep ever takes it for a picture.
 */
const OWNER_MARKER = 'agora-site.json';

/** The marker is there but says no site: half written by another start, or damaged. */
export class MarkerUnreadableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MarkerUnreadableError';
  }
}

/**
 * Media files as objects of one S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …), under
 * the same names as in the local folder, so a site can move between the two by copying files.
 */
export class S3MediaStorage implements MediaStorage {
  readonly serving: MediaServing;
  readonly description: string;
  private readonly bucket: string;
  /** S3_PREFIX: every key of this site starts with it. */
  private readonly prefix: string;
  private connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;

  constructor(private readonly config: S3Config) {
    this.bucket = config.bucket;
    this.prefix = config.prefix;
    this.description = whereIs(config);
    const open = (name: string, ifNoneMatch?: string) => this.open(name, ifNoneMatch);
    // The public address serves the bucket's keys, so the folder is part of it.
    const baseUrl = config.publicUrl && `${config.publicUrl}${config.prefix ? `/${config.prefix.slice(0, -1)}` : ''}`;
    this.serving = baseUrl ? { kind: 'redirect', baseUrl, open } : { kind: 'stream', open };
  }

  /** The object key of a media name: in the site's own folder of the bucket. */
  private keyOf(name: string): string {
    checkName(name);
    return this.prefix + name;
  }

  /**
   * Sends one command; when the store does not answer it (no connection, a timeout, its own
   * 5xx), the error says which store and which operation, as a StorageUnavailableError.
   * Answers of the store (404, 412, 403, …) stay the SDK's, for the caller to read.
   */
  private async send<Output>(operation: string, key: string, request: () => Promise<Output>): Promise<Output> {
    try {
      return await request();
    } catch (error) {
      const status = statusOf(error);
      if (status !== undefined && status < 500) throw error;
      const why = status ? `it answered ${status}` : (error as Error).message || (error as Error).name;
      throw new StorageUnavailableError(`The ${this.description} did not answer ${operation} ${key} (${why}).`, { cause: error });
    }
  }

  /** The pages of a listing, a store that stops answering midway said as for `send`. */
  private async *listing<Page>(pages: AsyncIterable<Page>): AsyncIterable<Page> {
    const iterator = pages[Symbol.asyncIterator]();
    for (;;) {
      const next = await this.send('a listing of', this.prefix || '/', () => iterator.next());
      if (next.done) return;
      yield next.value;
    }
  }

  /** The site named by the marker in this site's folder of the bucket, or null when there is none yet. */
  async readOwner(): Promise<string | null> {
    const { sdk, client } = await this.connect();
    try {
      const object = await this.send('a read of', this.prefix + OWNER_MARKER, () => client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.prefix + OWNER_MARKER })));
      const body = object.Body ? await object.Body.transformToString() : '';
      let site: unknown;
      try {
        site = (JSON.parse(body) as { site?: unknown }).site;
      } catch {
        // Read while another start writes it, on a store whose writes are not atomic (s3rver).
        throw new MarkerUnreadableError(`${this.prefix + OWNER_MARKER} in the ${this.description} could not be read (${body.length} bytes)`);
      }
      if (typeof site !== 'string') throw new MarkerUnreadableError(`${this.prefix + OWNER_MARKER} in the ${this.description} names no site`);
      return site;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /**
   * Writes the marker naming `site`. `firstOnly`: only where there is none (two sites started
   * at once on one folder: one of them wins, and the other then reads that it lost).
   */
  async writeOwner(site: string, options: { firstOnly: boolean }): Promise<void> {
    const { sdk, client } = await this.connect();
    const body = JSON.stringify({ site, note: 'The pictures in this folder belong to the Agora site with this id; its media sweep deletes files it has no record of. Give every other site its own S3_PREFIX.' }, null, 2);
    try {
      await this.send('a write of', this.prefix + OWNER_MARKER, () =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: this.bucket,
            Key: this.prefix + OWNER_MARKER,
            Body: body,
            ContentType: 'application/json',
            ...(options.firstOnly ? { IfNoneMatch: '*' } : {}),
          }),
        ),
      );
    } catch (error) {
      const status = statusOf(error);
      if (options.firstOnly && (status === 412 || status === 409)) return;
      throw error;
    }
  }

  /** The SDK and one client, shared by every request (the client keeps connections alive). */
  private connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    this.connection ??= loadSdk().then((sdk) => ({ sdk, client: newClient(sdk, this.config) }));
    return this.connection;
  }

  /** Fails with a BucketUnreachableError naming S3_BUCKET and S3_ENDPOINT unless the bucket answers. */
  async checkBucket(): Promise<void> {
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: this.bucket }));
    } catch (error) {
      throw new BucketUnreachableError(
        `Agora cannot use the ${whereIs(this.config)} for media: ${whyUnreachable(error)}. Check S3_BUCKET and S3_ENDPOINT.`,
        { cause: error },
      );
    }
  }

  /**
   * Two guards against overwriting, because stores differ: the conditional put
   * (`If-None-Match: *`) is atomic where it is supported (AWS S3 since 2024, Cloudflare R2,
   * MinIO), and the HEAD before it protects on stores that ignore that header (s3rver, some
   * older ones), where only a race between two puts of one name within milliseconds could
   * slip through; names are 128 random bits, so that race needs a bug anyway.
   */
  async put(name: string, data: Buffer, contentType: string): Promise<void> {
    const key = this.keyOf(name);
    if (await this.exists(name)) throw new NameTakenError(name);
    const { sdk, client } = await this.connect();
    try {
      await this.send('a write of', key, () =>
        client.send(
          new sdk.PutObjectCommand({
            Bucket: this.bucket,
            Key: key,
            Body: data,
            ContentType: contentType,
            CacheControl: IMMUTABLE,
            IfNoneMatch: '*',
          }),
        ),
      );
    } catch (error) {
      // 412: the name exists; 409: another conditional put of the same name is under way.
      const status = statusOf(error);
      if (status === 412 || status === 409) throw new NameTakenError(name);
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    const key = this.keyOf(name);
    const { sdk, client } = await this.connect();
    // S3 answers a missing key with success too, which is what the interface promises.
    await this.send('a deletion of', key, () => client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key })));
  }

  async read(name: string): Promise<Buffer | null> {
    const key = this.keyOf(name);
    const { sdk, client } = await this.connect();
    try {
      const object = await this.send('a read of', key, () => client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key })));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredFile> {
    const { sdk, client } = await this.connect();
    // Only this site's folder; a site at the bucket's top sees other sites' folders as names
    // two folders deep, which are not media names.
    const pages = sdk.paginateListObjectsV2({ client }, { Bucket: this.bucket, ...(this.prefix ? { Prefix: this.prefix } : {}) });
    for await (const page of this.listing(pages)) {
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(this.prefix.length);
        // A shared bucket may hold other things (a backup, someone's notes): not media.
        if (!name || !object.Key?.startsWith(this.prefix) || !isMediaName(name)) continue;
        yield { name, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
    }
  }

  private async exists(name: string): Promise<boolean> {
    const { sdk, client } = await this.connect();
    try {
      await this.send('a look for', this.keyOf(name), () => client.send(new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) })));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  /** The object to stream to a browser; the store itself answers the browser's If-None-Match. */
  private async open(name: string, ifNoneMatch?: string): Promise<MediaObject | 'not-modified' | null> {
    const key = this.keyOf(name);
    const { sdk, client } = await this.connect();
    try {
      const object = await this.send('a read of', key, () => client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, IfNoneMatch: ifNoneMatch })));
      // In Node the SDK's body is an http.IncomingMessage; anything else would be a change in the SDK worth failing on.
      if (!(object.Body instanceof Readable)) throw new Error(`the S3 SDK returned a body that is not a Node stream for ${name}`);
      return {
        body: object.Body,
        contentType: object.ContentType ?? 'application/octet-stream',
        contentLength: object.ContentLength,
        etag: object.ETag,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (statusOf(error) === 304) return 'not-modified';
      if (isNotFound(error)) return null;
      throw error;
    }
  }
}
