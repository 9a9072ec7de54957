import { salesQuerySchema, salesReplySchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getSales } from './sales';
import { errorReplies } from '../../lib/error-replies';

const sellersOnly = { access: { roles: ['seller'] as const } };

/** A seller's sales: one figure per day for the dashboard's chart, and the total. */
export default async function salesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/sales',
    {
      config: sellersOnly,
      schema: { tags: ['sales'], querystring: salesQuerySchema, response: { 200: salesReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getSales(app.database.db, request.actor, request.query)) }),
  );
}
