import { SERVER_ERROR_MESSAGE } from '@nukkad/contracts';
import type { FastifyError, FastifyReply, FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { requestIdOf } from './plugins/request-id';

/** Fields that hold secrets or their hashes, wherever they appear in a logged object (up to three levels deep). */
const SECRET_FIELDS = ['password', 'confirmPassword', 'passwordHash', 'password_hash', 'codeHash', 'code_hash', 'otp', 'secretKey', 'token', 'params'];

export const LOG_REDACT_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * The router's own refusals (a path whose percent-encoding does not decode, say) come before any route and so before
 * the error handler: they get the one error shape here, without Fastify's error code or an echo of the path.
 */
function routerError(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const message = status === 414 ? 'The address is too long.' : status < 500 ? 'The address is not valid.' : SERVER_ERROR_MESSAGE;
  return reply.code(status).send({ success: false, message });
}

/** The Fastify options of the real server: JSON log lines with the request id, the trusted proxies, body and time limits. */
export function serverOptions(config: Config) {
  return {
    logger: { level: config.logLevel, redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' } },
    // The proxy's X-Request-Id (Caddy sets one per request) is the id every log line of the request carries.
    genReqId: requestIdOf,
    requestIdLogLabel: 'reqId',
    // Only the configured proxies' X-Forwarded-For sets request.ip; anyone else's is ignored.
    trustProxy: config.trustedProxies,
    bodyLimit: 1_048_576,
    frameworkErrors: routerError,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
  } satisfies FastifyServerOptions;
}
