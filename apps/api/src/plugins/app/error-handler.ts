import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ACCOUNT_WAS_DELETED_MESSAGE, IllegalTransitionError, SERVER_ERROR_MESSAGE } from '@nukkad/contracts';
import { DomainError, STATUS_OF } from '../../lib/domain-error';
import { loggableError } from '../../lib/loggable-error';
import { isDeletedAccountError } from '../../lib/pg-errors';
import { ReplyMismatchError } from '../../lib/reply-serializer';

const INTERNAL_MESSAGE = SERVER_ERROR_MESSAGE;

/** A reason may quote the input (an unknown key, say): its control characters are shown escaped, as replies carry none. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const printable = (text: string) => text.replace(/[\u0000-\u001F\u007F]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** One error handler: bad input → 400 with the fields, domain errors → their status, 5xx masked and logged without values. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((v) => ({
        path: printable(v.instancePath.replace(/^\//, '').replace(/\//g, '.') || where),
        message: printable(v.message ?? 'Invalid value'),
      }));
      return reply.code(400).send({ success: false, message: errors[0]?.message ?? 'Invalid input', errors });
    }
    if (error instanceof DomainError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .code(STATUS_OF[error.type])
        .send({ success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    // A checkout or an assignment that met an account deleted meanwhile (the database's check, migration 0032).
    if (isDeletedAccountError(error)) {
      return reply.code(409).send({ success: false, message: ACCOUNT_WAS_DELETED_MESSAGE });
    }
    if (error instanceof IllegalTransitionError) {
      return reply.code(409).send({ success: false, message: error.message });
    }
    // libs/pricing refuses amounts and distances it cannot price with a RangeError; Fastify's own RangeErrors
    // (a body over the limit, a bad Content-Length) carry their status and fall through to it.
    if (error instanceof RangeError && error.statusCode === undefined) {
      request.log.warn({ err: loggableError(error) }, 'could not price the request');
      return reply.code(400).send({ success: false, message: 'The amounts or distance given cannot be priced.' });
    }
    if (error instanceof ReplyMismatchError) {
      request.log.error({ err: loggableError(error), issues: error.issues }, 'reply did not match its schema');
      return reply.code(500).send({ success: false, message: INTERNAL_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Framework-level client errors (bad JSON, too large, rate limited…) keep their own plain message.
      const message = status === 429 ? 'Too many requests. Please slow down and try again shortly.' : printable(error.message);
      return reply.code(status).send({ success: false, message });
    }
    request.log.error({ err: loggableError(error), url: request.url.split('?')[0], method: request.method }, 'request failed');
    return reply.code(500).send({ success: false, message: INTERNAL_MESSAGE });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
});
