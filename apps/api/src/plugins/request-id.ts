import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What the proxy sends (a UUID) or a caller's own short token; anything else is replaced so logs stay clean. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id a request's log lines carry: the proxy's X-Request-Id when it looks like one, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const header = req.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** Every reply names its request id, so a user's report or a proxy's log line leads to the API's log lines. */
export default fp(async function requestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
});
