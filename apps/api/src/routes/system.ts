import { devOutboxQuerySchema, devOutboxReplySchema, errorReplySchema, healthReplySchema } from '@nukkad/contracts';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { devOutbox } from '../db/schema';
import { notFound } from '../lib/domain-error';

export default async function systemRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    { schema: { tags: ['system'], response: { 200: healthReplySchema, 503: errorReplySchema } } },
    async (_request, reply) => {
      try {
        await app.database.ping();
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        return reply.code(503).send({ success: false, message: 'Database unavailable' });
      }
      return { success: true as const, status: 'ok' as const, database: 'up' as const };
    },
  );

  // What the development SMS sender sent; absent in production.
  app.get(
    '/dev/outbox',
    { schema: { tags: ['system'], querystring: devOutboxQuerySchema, response: { 200: devOutboxReplySchema, 404: errorReplySchema } } },
    async (request) => {
      if (app.config.isProduction) throw notFound('NOT_FOUND', 'Not found');
      const rows = await app.database.db
        .select()
        .from(devOutbox)
        .where(request.query.phone ? eq(devOutbox.phone, request.query.phone) : undefined)
        .orderBy(desc(devOutbox.createdAt))
        .limit(50);
      return {
        messages: rows.map((r) => ({ phone: r.phone, code: r.code, text: r.text, createdAt: r.createdAt.toISOString() })),
      };
    },
  );
}
