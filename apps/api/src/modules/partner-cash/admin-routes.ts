import { adminDeliveryBoyReplySchema, adminIdParamsSchema, adminSearchQuerySchema, dateQuerySchema, messageReplySchema, outstandingListReplySchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { clearOutstanding, getAdminDeliveryPartner, getOutstandingList } from './delivery-partners-cash';

const adminsOnly = { access: { roles: ['admin'] as const } };
const tags = ['admin'];

/** The admin's side of partners' cash (under /api/admin): who owes what, one partner's figures, and settling in full. */
export default async function partnerCashAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/outstanding/list',
    { config: adminsOnly, schema: { tags, querystring: adminSearchQuerySchema, response: { 200: outstandingListReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, deliveryBoys: await getOutstandingList(app.database.db, request.actor, request.query) }),
  );

  app.get(
    '/deliveryBoy/:id',
    { config: adminsOnly, schema: { tags, params: adminIdParamsSchema, querystring: dateQuerySchema, response: { 200: adminDeliveryBoyReplySchema, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      deliveryBoy: await getAdminDeliveryPartner(app.database.db, request.actor, { ...request.params, ...request.query }),
    }),
  );

  app.put(
    '/deliveryBoy/clearOutstanding/:id',
    { config: adminsOnly, schema: { tags, params: adminIdParamsSchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await clearOutstanding(app.database.db, request.actor, request.params)) }),
  );
}
