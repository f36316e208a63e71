import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError, errorBody } from '../errors.js';

/** What a 503 for an unreachable database asks clients to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Human words for Fastify's own 4xx errors, whose messages are written for developers. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'That request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That kind of content is not accepted here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request was cut short. Please try again.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request had no content.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request could not be read (it is not valid JSON).',
  FST_ERR_VALIDATION: 'Please check the information you entered.',
};

/**
 * One JSON error shape for every 4xx and 5xx (`{ error: { code, message, fields? } }`);
 * the details of a 5xx go to the log, never to the client.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.fields));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields: Record<string, string> = {};
        for (const issue of error.validation) {
          const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
          fields[name] ??= issue.message ?? 'This value is not accepted.';
        }
        const first = Object.values(fields)[0];
        const message = Object.keys(fields).length === 1 && first ? first : 'Please check the information you entered.';
        return reply.status(400).send(errorBody('validation_failed', message, fields));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = error.code ?? 'bad_request';
        return reply.status(status).send(errorBody(code.toLowerCase(), FASTIFY_MESSAGES[code] ?? error.message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'request failed: the database did not answer');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody('database_unavailable', 'The site cannot reach its database just now. Please try again in a moment.'));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal_error', 'Something went wrong on our side. Please try again in a moment.'));
    });
  },
  { name: 'agora-error-handler' },
);
