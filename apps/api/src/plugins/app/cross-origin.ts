import { IDEMPOTENCY_KEY_HEADER } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromListedOrigin } from './same-origin';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE';
/** The request headers the API reads from a client: its token, a JSON body, a retried checkout, a cached reply, a stream's last event. */
const ALLOWED_HEADERS = ['authorization', 'content-type', IDEMPOTENCY_KEY_HEADER.toLowerCase(), 'if-none-match', 'last-event-id'].join(', ');
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/** Adds Origin to a reply's Vary header, keeping what is there. */
function varyOnOrigin(current: unknown): string {
  const names = typeof current === 'string' ? current.split(',').map((n) => n.trim()).filter(Boolean) : [];
  return names.some((n) => n.toLowerCase() === 'origin' || n === '*') ? names.join(', ') : [...names, 'Origin'].join(', ');
}

/**
 * CORS for the origins CORS_ORIGINS lists, so a client there may call the API with a Bearer token: its preflight is
 * answered before routing, and its replies (errors included) name it as allowed. Credentials are not allowed: the
 * session cookie stays our own apps'. Any other origin gets no CORS header, as before.
 */
export default fp(async function crossOrigin(app: FastifyInstance, opts: { corsOrigins: readonly string[] }) {
  if (opts.corsOrigins.length === 0) return;
  const listed = new Set(opts.corsOrigins);

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'OPTIONS' || request.headers['access-control-request-method'] === undefined) return;
    if (!fromListedOrigin(request, listed)) return;
    return reply
      .code(204)
      .header('access-control-allow-origin', request.headers.origin)
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', ALLOWED_HEADERS)
      .header('access-control-max-age', PREFLIGHT_MAX_AGE_SECONDS)
      .header('vary', varyOnOrigin(reply.getHeader('vary')))
      .send();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Every reply says it depends on Origin, so no cache hands one origin's answer to another.
    reply.header('vary', varyOnOrigin(reply.getHeader('vary')));
    if (fromListedOrigin(request, listed)) reply.header('access-control-allow-origin', request.headers.origin);
    return payload;
  });
});
