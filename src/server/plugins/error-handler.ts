import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../core/db/unavailable.js';
import { ERROR_MESSAGES, errorMessage, fieldIssueOf, type ErrorCode, type FieldIssue } from '../../shared/error-messages.js';
import { AppError, appErrorBody, errorBody } from '../core/errors.js';

/** What a 503 for an unreachable database asks clients to wait before trying again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Fastify's own 4xx errors whose codes have words of ours (src/shared/error-messages.ts: their messages are written for developers). */
const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_MESSAGES, code);

/**
 * One JSON error shape for every 4xx and 5xx (`{ error: { code, message, fields? } }`);
 * the details of a 5xx go to the log, never to the client.
 */
export const errorHandlerPlugin = fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        return reply.status(error.statusCode).send(appErrorBody(error));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        // Each field's words come from a rule of the schema (src/shared/schemas): their code goes with them.
        const fields: Record<string, string> = {};
        const issues: Record<string, FieldIssue> = {};
        for (const issue of error.validation) {
          const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'request';
          if (fields[name]) continue;
          const found = fieldIssueOf(issue.message ?? '');
          fields[name] = found.code === 'invalid' ? 'This value is not accepted.' : issue.message!;
          issues[name] = found;
        }
        const first = Object.values(fields)[0];
        const message = Object.keys(fields).length === 1 && first ? first : errorMessage('validation_failed');
        return reply.status(400).send(errorBody('validation_failed', message, { fields, issues }));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = (error.code ?? 'bad_request').toLowerCase();
        return reply.status(status).send(errorBody(code, isErrorCode(code) ? errorMessage(code) : error.message));
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'request failed: the database did not answer');
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send(errorBody('database_unavailable', errorMessage('database_unavailable')));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal_error', errorMessage('internal_error')));
    });
  },
  { name: 'agora-error-handler' },
);
