import { paiseToRupees } from '@nukkad/pricing';
import { appConfigReplySchema, devOutboxQuerySchema, devOutboxReplySchema, errorReplySchema, healthReplySchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loggableError } from '../../lib/loggable-error';
import { readDevOutbox } from './dev-outbox';

export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // The public part of the settings, for the apps: nothing secret.
  app.get(
    '/app-config',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: appConfigReplySchema } } },
    async () => ({
      success: true as const,
      shopOrigin: app.config.shopOrigin,
      maxDeliveryKm: app.config.maxDeliveryKm,
      tipMax: paiseToRupees(app.config.tipMaxPaise),
      mapTiles: app.config.mapTiles,
      paymentProvider: app.config.payment.provider,
    }),
  );

  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: healthReplySchema, 503: errorReplySchema } } },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch (err) {
        app.log.error({ err: loggableError(err) }, 'health check: database unreachable');
        return reply.code(503).send({ success: false, message: 'Database unavailable' });
      }
      return { success: true as const, status: 'ok' as const, database: 'up' as const };
    },
  );

  // What the development SMS sender sent; absent in production and to every other machine.
  app.get(
    '/dev/outbox',
    {
      config: { access: 'public' },
      schema: { tags: ['system'], querystring: devOutboxQuerySchema, response: { 200: devOutboxReplySchema, 404: errorReplySchema } },
    },
    async (request) => ({
      messages: await readDevOutbox(app.database.db, {
        isProduction: app.config.isProduction,
        peerAddress: request.socket.remoteAddress,
        phone: request.query.phone,
      }),
    }),
  );
}
