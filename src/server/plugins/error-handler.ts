import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../core/db/unavailable.js';
import { isDiskFull } from '../core/lib/disk-full.js';
import { isStorageUnavailable } from '../core/media/storage.js';
import { errorMessage, fieldIssue, fieldMessage, isErrorCode, issueCode, type FieldIssue } from '../../shared/error-messages.js';
import { AppError, appErrorBody, errorBody } from '../core/errors.js';
import { malformedIdNotFound } from '../core/lib/ids.js';

/** What a 503 for an unreachable database asks clients to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 for a part of the site that does not answer now (`code` names which), asking to try again in a moment. */
function tryAgainSoon(reply: FastifyReply, code: 'storage_unavailable' | 'database_unavailable') {
  return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody(code, errorMessage(code)));
}

/** A full disk is said at fatal at most this often: every write fails then, and the log is on the same disk. */
const DISK_FULL_LOG_EVERY_MS = 60_000;

/**
 * One JSON error shape for every 4xx and 5xx (`{ error: { code, message, fields? } }`);
 * the details of a 5xx go to the log, never to the client.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    let diskFullSaidAt = -Infinity;
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send(appErrorBody(error));
      }
      // A malformed id in the address answers as an unknown one does (src/shared/schemas/params.ts).
      const missing = malformedIdNotFound(error);
      if (missing) return reply.status(missing.statusCode).send(appErrorBody(missing));
      if (hasZodFastifySchemaValidationErrors(error)) {
        // A rule of the schema (src/shared/schemas) gives its field's code as the issue's message;
        // zod's own words, which no rule of ours wrote, are 'invalid'. The English goes in
        // `fields`, the code and its values in `issues`.
        const fields: Record<string, string> = {};
        const issues: Record<string, FieldIssue> = {};
        for (const issue of error.validation) {
          const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
          if (fields[name]) continue;
          const code = issueCode(issue.message);
          fields[name] = fieldMessage(code);
          issues[name] = fieldIssue(code);
        }
        const first = Object.values(fields)[0];
        const message = Object.keys(fields).length === 1 && first ? first : errorMessage('validation_failed');
        return reply.status(400).send(errorBody('validation_failed', message, { fields, issues }));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = (error.code ?? 'bad_request').toLowerCase();
        // Fastify's own 4xx errors whose codes have words of ours (src/shared/texts: their messages are written for developers).
        return reply.status(status).send(errorBody(code, isErrorCode(code) ? errorMessage(code) : error.message));
      }
      // Before the database's: the store's connection errors (ECONNREFUSED) would read as its.
      if (isStorageUnavailable(error)) {
        request.log.error({ err: error }, 'request failed: the media storage did not answer');
        return tryAgainSoon(reply, 'storage_unavailable');
      }
      if (isDiskFull(error)) {
        if (Date.now() - diskFullSaidAt >= DISK_FULL_LOG_EVERY_MS) {
          diskFullSaidAt = Date.now();
          request.log.fatal({ err: error }, 'the disk is full: nothing new can be saved until room is made (said once a minute)');
        }
        return reply.status(507).send(errorBody('storage_full', errorMessage('storage_full')));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'request failed: the database did not answer');
        return tryAgainSoon(reply, 'database_unavailable');
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal_error', errorMessage('internal_error')));
    });
  },
  { name: 'agora-error-handler' },
);
