import type { FastifyReply, FastifyRequest } from 'fastify';

export type DrainOptions = {
  /** The drain ends once nothing but health checks has arrived for this long (at least this long after it began). */
  quietMs?: number;
  /** …or after this long under load that never stops, so the process manager's stop timeout is never reached. */
  maxMs?: number;
};

export const HEALTH_PATH = '/api/health';

/**
 * A replica leaving the proxy's pool without dropping anyone. `onRequest` goes on the server before any route; from
 * `drain()` on, the health check answers 503 so the proxy stops sending traffic here, while every other request is
 * still served as usual. `drain()` resolves once the traffic has moved (only health checks for `quietMs`), and the
 * caller then closes the server, which finishes the requests in flight.
 */
export function drainer({ quietMs = 1_000, maxMs = 4_000 }: DrainOptions = {}) {
  let draining = false;
  let lastRequestAt = 0;

  return {
    async onRequest(request: FastifyRequest, reply: FastifyReply) {
      if (request.routeOptions.url !== HEALTH_PATH) {
        lastRequestAt = performance.now();
        return;
      }
      if (draining) return reply.code(503).send({ success: false, message: 'Shutting down' });
    },

    drain(): Promise<void> {
      draining = true;
      const began = performance.now();
      lastRequestAt = Math.max(lastRequestAt, began);
      return new Promise((resolve) => {
        const check = () => {
          const now = performance.now();
          if (now - lastRequestAt >= quietMs || now - began >= maxMs) resolve();
          else setTimeout(check, Math.min(quietMs - (now - lastRequestAt), began + maxMs - now));
        };
        setTimeout(check, quietMs);
      });
    },
  };
}
