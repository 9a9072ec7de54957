import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drainer, HEALTH_PATH } from './drain';

const QUIET_MS = 200;
const MAX_MS = 1_500;

/** A server with the drain hook in front of a health check and one ordinary route. */
async function server() {
  const shutdown = drainer({ quietMs: QUIET_MS, maxMs: MAX_MS });
  const app = Fastify({ logger: false });
  app.addHook('onRequest', shutdown.onRequest);
  app.get(HEALTH_PATH, async () => ({ success: true, status: 'ok' }));
  app.get('/api/shop/get-restaurants', async () => ({ restaurants: [] }));
  await app.ready();
  return { app, shutdown };
}

describe('draining a replica before it closes', () => {
  let app: FastifyInstance | undefined;
  afterEach(() => app?.close());

  it('fails the health check at once and keeps serving every other request', async () => {
    const s = await server();
    app = s.app;
    expect((await app.inject({ method: 'GET', url: HEALTH_PATH })).statusCode).toBe(200);
    void s.shutdown.drain();
    const health = await app.inject({ method: 'GET', url: `${HEALTH_PATH}?from=proxy` });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ success: false });
    expect((await app.inject({ method: 'GET', url: '/api/shop/get-restaurants' })).statusCode).toBe(200);
  });

  it('ends once only health checks have come for the quiet time', async () => {
    const s = await server();
    app = s.app;
    const began = performance.now();
    let ended = 0;
    const drained = s.shutdown.drain().then(() => (ended = performance.now()));
    // Traffic that has not moved yet, then only the proxy's health checks.
    let lastSent = 0;
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 2));
      // Taken before the request is sent: the server notes its arrival at some point after this.
      lastSent = performance.now();
      await app.inject({ method: 'GET', url: '/api/shop/get-restaurants' });
    }
    await app.inject({ method: 'GET', url: HEALTH_PATH });
    await drained;
    expect(ended - lastSent).toBeGreaterThanOrEqual(QUIET_MS);
    expect(ended - began).toBeLessThan(MAX_MS);
  });

  it('ends after the longest wait under traffic that never stops', async () => {
    const s = await server();
    app = s.app;
    const began = performance.now();
    let drained = false;
    const done = s.shutdown.drain().then(() => (drained = true));
    while (!drained) {
      await app.inject({ method: 'GET', url: '/api/shop/get-restaurants' });
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS / 4));
    }
    await done;
    expect(performance.now() - began).toBeGreaterThanOrEqual(MAX_MS - 5);
    expect(performance.now() - began).toBeLessThan(MAX_MS + QUIET_MS * 2);
  });
});
