import { deliveryBoyIdParamsSchema, deliveryStatsReplySchema } from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getDeliveryStats } from '../accounts/delivery-partners';

/** A partner's figures: orders in progress, commission earned and cash owed (under /api/delivery). */
export default async function deliveryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/orders/:deliveryBoyId',
    {
      config: { access: { roles: ['delivery'] } },
      schema: { tags: ['delivery'], params: deliveryBoyIdParamsSchema, response: { 200: deliveryStatsReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getDeliveryStats(app.database.db, request.actor, { deliveryPartnerId: request.params.deliveryBoyId })) }),
  );
}
