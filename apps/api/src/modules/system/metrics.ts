import { timingSafeEqual } from 'node:crypto';
import { errorReplySchema, LIVE_EVENTS_PATH } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import promClient from 'prom-client';
import { z } from 'zod';
import type { Database } from '../../db/client';

export const METRICS_PATH = '/api/metrics';

export type MetricsOptions = { token: string | undefined; database: Database };

function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(`Bearer ${token}`);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics of this process: request counts and latency by route (fastify-metrics), the process's own
 * (memory, event loop), open event streams and the database pool. Each app has a registry of its own, so several
 * apps in one process (the tests) never share a metric. GET /api/metrics wants the configured token; with none
 * configured it does not exist (404).
 */
export default fp(async function metrics(app: FastifyInstance, opts: MetricsOptions) {
  const registry = new promClient.Registry();
  await app.register(fastifyMetrics, {
    endpoint: null,
    promClient,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // A stream's duration is its connection's life, not a latency; scrapes are not traffic.
      routeBlacklist: [LIVE_EVENTS_PATH, METRICS_PATH],
      overrides: {
        histogram: { registers: [registry], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] },
        // The plugin makes its summary even when it is off: kept out of every registry.
        summary: { registers: [] },
      },
    },
  });

  // Counted here rather than read from the stream code, so any stream the route opens is counted until it closes.
  let openStreams = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url !== LIVE_EVENTS_PATH) return;
    openStreams += 1;
    reply.raw.once('close', () => {
      openStreams -= 1;
    });
  });
  new promClient.Gauge({
    name: 'nukkad_event_streams_open',
    help: 'Event streams (GET /api/events) open on this process',
    registers: [registry],
    collect() {
      this.set(openStreams);
    },
  });
  const poolStats = opts.database.poolStats?.bind(opts.database);
  new promClient.Gauge({
    name: 'nukkad_db_pool_connections',
    help: 'Database pool connections of this process by state (total, idle, waiting callers)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = poolStats?.();
      if (!s) return;
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });

  app.withTypeProvider<ZodTypeProvider>().get(
    METRICS_PATH,
    {
      // No session role reads metrics: the scraper's token is checked here instead.
      config: { access: 'public' },
      logLevel: 'warn',
      schema: {
        tags: ['system'],
        headers: z.looseObject({ authorization: z.string().max(500).optional() }),
        response: { 200: z.string(), 404: errorReplySchema },
      },
    },
    async (request, reply) => {
      // Answered as the not-found handler would, so without the token the endpoint looks absent.
      if (!opts.token || !sameToken(request.headers.authorization, opts.token)) {
        return reply.code(404).send({ success: false as const, message: `No route for GET ${METRICS_PATH}` });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
