import {
  acceptOrderBodySchema,
  acceptOrderParamsSchema,
  availabilityBodySchema,
  availabilityReplySchema,
  availableOrdersReplySchema,
  deliveryOrderReplySchema,
  deliveryOrdersQuerySchema,
  deliveryOrdersReplySchema,
  messageReplySchema,
  orderIdParamsSchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { acceptOrder } from './accept-order';
import { setAvailability } from './availability';
import { getAvailableOrders } from './available-orders';
import { getDeliveryOrder, getDeliveryOrders } from './delivery-partner-orders';
import { errorReplies } from '../../lib/error-replies';

const deliveryPartnersOnly = { access: { roles: ['delivery'] as const } };
const tags = ['delivery orders'];

/** A delivery partner's orders: those waiting for a partner, accepting one, the on-duty switch, their own list and one order. */
export default async function deliveryOrdersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/get-available-orders',
    { config: deliveryPartnersOnly, schema: { tags, response: { 200: availableOrdersReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, orders: await getAvailableOrders(app.database.db, request.actor) }),
  );

  app.post(
    '/orders/:orderId/accept',
    {
      config: deliveryPartnersOnly,
      schema: { tags, params: acceptOrderParamsSchema, body: acceptOrderBodySchema, response: { 200: messageReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await acceptOrder(app.database.db, request.actor, { orderId: request.params.orderId, deliveryPartnerId: request.body.deliveryBoyId })) }),
  );

  app.put(
    '/availability',
    { config: deliveryPartnersOnly, schema: { tags, body: availabilityBodySchema, response: { 200: availabilityReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await setAvailability(app.database.db, request.actor, request.body)) }),
  );

  app.get(
    '/orders',
    { config: deliveryPartnersOnly, schema: { tags, querystring: deliveryOrdersQuerySchema, response: { 200: deliveryOrdersReplySchema, ...errorReplies } } },
    async (request) => {
      const { deliveryBoyId, ...page } = request.query;
      return { success: true as const, ...(await getDeliveryOrders(app.database.db, request.actor, { ...page, deliveryPartnerId: deliveryBoyId })) };
    },
  );

  app.get(
    '/order/:orderId',
    { config: deliveryPartnersOnly, schema: { tags, params: orderIdParamsSchema, response: { 200: deliveryOrderReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, order: await getDeliveryOrder(app.database.db, request.actor, request.params) }),
  );
}
