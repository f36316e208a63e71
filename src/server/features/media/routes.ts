import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MEDIA_MAX_BYTES } from '../../../shared/constants.js';
import { mediaView, uploadQuery } from '../../../shared/schemas/media.js';
import { AppError, forbidden } from '../../core/errors.js';
import { isAdmin } from '../../core/people/roles.js';
import { currentUser } from '../../core/auth/auth-user.js';
import { perMember } from '../../plugins/rate-limit.js';
import { fileTooLarge } from '../../core/media/errors.js';
import { imageQueue, imageQueueFull } from '../../core/media/image-queue.js';
import { MEMBERS_FOLDER, startsPrivate } from '../../core/media/members-media.js';
import { presentMedia } from '../../core/media/presenter.js';
import { saveImage } from '../../core/media/save-image.js';
import { serveMedia } from './serve-media.js';

/**
 * Room for the multipart framing around the file (boundaries, part headers, a long file
 * name): a body longer than the limit plus this cannot hold an acceptable file.
 */
const MULTIPART_OVERHEAD = 64 * 1024;

function noFile(): AppError {
  return new AppError(400, 'no_file');
}

function oneFileOnly(): AppError {
  return new AppError(400, 'one_file_only');
}

function notMultipart(): AppError {
  return new AppError(415, 'not_multipart');
}

function unreadableUpload(): AppError {
  return new AppError(400, 'unreadable_upload');
}

/** Our error for whatever went wrong reading the multipart body. */
function uploadError(app: FastifyInstance, error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { RequestFileTooLargeError, FilesLimitError, FieldsLimitError, PartsLimitError } = app.multipartErrors;
  if (error instanceof RequestFileTooLargeError) return fileTooLarge();
  if (error instanceof FilesLimitError || error instanceof FieldsLimitError || error instanceof PartsLimitError) return oneFileOnly();
  // Busboy's own errors (no boundary, a body cut short) and a client that went away.
  return unreadableUpload();
}

/** The bytes of the one file of the request, within MEDIA_MAX_BYTES. */
async function readOneFile(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  let buffer: Buffer | null = null;
  try {
    // The limits (one file, no fields) make busboy refuse any other part, so this sees at most one.
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || buffer) {
        if (part.type === 'file') part.file.resume();
        throw oneFileOnly();
      }
      buffer = await part.toBuffer();
      // toBuffer throws on the limit; this keeps the promise should that option ever change.
      if (part.file.truncated) throw fileTooLarge();
    }
  } catch (error) {
    throw uploadError(app, error);
  }
  if (!buffer || buffer.length === 0) throw noFile();
  return buffer;
}

/**
 * Uploads one member may make in the window: plenty for writing a post with pictures, and a
 * ceiling on the CPU one account can spend re-encoding. Counted per member (pupils share a
 * school's address), after the session is known.
 */
const UPLOAD_RATE = {
  max: 60,
  timeWindow: '10 minutes',
  hook: 'preHandler' as const,
  keyGenerator: perMember,
};

/**
 * Image uploads (POST /api/media, signed-in members) and the stored files (GET /media/*,
 * everyone). Encapsulated: multipart parsing exists for these routes only.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    // parts: the file, plus one to notice anything extra.
    limits: { fileSize: MEDIA_MAX_BYTES, files: 1, fields: 0, parts: 2 },
  });

  app.post(
    '/api/media',
    { config: { rateLimit: UPLOAD_RATE }, schema: { querystring: uploadQuery, response: { 201: mediaView } } },
    async (request, reply) => {
      const user = currentUser(request);
      if (!request.isMultipart()) throw notMultipart();
      // Refuse at once what cannot fit rather than read 10 MB more of it first.
      if (Number(request.headers['content-length']) > MEDIA_MAX_BYTES + MULTIPART_OVERHEAD) throw fileTooLarge();
      // A full queue refuses now, before 10 MB is read; processImage refuses too if it filled meanwhile.
      if (imageQueue.full) throw imageQueueFull();
      const { folder } = request.query;
      // A project's gallery is kept by administrators alone: nobody else has a use for such an upload.
      if (folder === 'project' && !isAdmin(user)) throw forbidden('admins_only');
      const buffer = await readOneFile(app, request);
      // A fresh upload is nobody's to see but its uploader's and reviewers' until what shows it
      // is public: a post for everyone goes live, a profile takes the photo.
      const storedUnder = startsPrivate(folder) ? MEMBERS_FOLDER : folder;
      const row = await saveImage({ db: app.db, storage: app.mediaStorage }, { buffer, folder, ownerId: user.id, storedUnder });
      return reply.status(201).send(presentMedia(row));
    },
  );

  await serveMedia(app, app.mediaStorage.serving);
};
