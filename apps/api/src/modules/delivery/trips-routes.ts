import { confirmPickupBodySchema, messageReplySchema, orderIdParamsSchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { confirmDelivery } from './deliver';
import { confirmPickup } from './pickup';
import { errorReplies } from '../../lib/error-replies';

const deliveryPartnersOnly = { access: { roles: ['delivery'] as const } };
const tags = ['delivery trips'];

/** A delivery partner's trip: picking up each item of an assigned order, then handing the order over. */
export default async function deliveryTripsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/order/confirm-pickup',
    { config: deliveryPartnersOnly, schema: { tags, body: confirmPickupBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await confirmPickup(app.database.db, request.actor, request.body)) }),
  );

  app.put(
    '/order/confirm-delivery/:orderId',
    { config: deliveryPartnersOnly, schema: { tags, params: orderIdParamsSchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await confirmDelivery(app.database.db, request.actor, request.params)) }),
  );
}
