import {
  messageReplySchema,
  orderIdParamsSchema,
  orderRiderReplySchema,
  partnersOnDutyReplySchema,
  riderLocationBodySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getOrderRider, getPartnersOnDuty, shareLocation } from './location';

const tags = ['delivery location'];

/** Where the rider is: a partner on duty shares their position; an order's customer and the admins read it. */
export default async function deliveryLocationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/location',
    {
      config: { access: { roles: ['delivery'] } },
      schema: { tags, body: riderLocationBodySchema, response: { 200: messageReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await shareLocation(app.database.db, request.actor, request.body)) }),
  );

  app.get(
    '/location/order/:orderId',
    {
      config: { access: { roles: ['customer', 'admin'] } },
      schema: { tags, params: orderIdParamsSchema, response: { 200: orderRiderReplySchema, ...errorReplies } },
    },
    async (request) => ({
      success: true as const,
      rider: await getOrderRider(app.database.db, request.actor, { orderId: request.params.orderId, speedKmh: app.config.riderSpeedKmh }),
    }),
  );

  app.get(
    '/location/partners',
    { config: { access: { roles: ['admin'] } }, schema: { tags, response: { 200: partnersOnDutyReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, partners: await getPartnersOnDuty(app.database.db, request.actor) }),
  );
}
