import {
  allOrdersQuerySchema,
  allOrdersReplySchema,
  cancelOwnOrderBodySchema,
  cancelOwnOrderReplySchema,
  confirmOrderBodySchema,
  messageReplySchema,
  orderIdParamsSchema,
  orderReplySchema,
  sellerOrderReplySchema,
  sellerOrdersQuerySchema,
  sellerOrdersReplySchema,
  submitReviewBodySchema,
  userOrdersQuerySchema,
  userOrdersReplySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAllOrders } from '../admin/admin-orders';
import { cancelOwnOrder } from './cancel-order';
import { confirmOrder } from './confirm-order';
import { getOrderDetails, getUserOrders, submitReview } from './customer-orders';
import { getSellerOrder, getSellerOrders } from './seller-orders';
import { getInvoice } from './invoice';
import { errorReplies } from '../../lib/error-replies';

const customersOnly = { access: { roles: ['customer'] as const } };
const sellersOnly = { access: { roles: ['seller'] as const } };
// A PDF is sent as a Buffer, which Fastify writes as it is, never through the reply serializer.
const pdfReply = {
  description: 'The invoice as a PDF document',
  content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

/** A customer's orders (details, the paged list, reviews, invoices) and a seller's side of them (their items, confirmation). */
export default async function ordersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A seller reads the orders holding their items too (only their lines, without the customer's phone); the assigned partner reads it whole.
  app.get(
    '/getOrderDetails/:orderId',
    {
      config: { access: { roles: ['customer', 'seller', 'delivery'] as const } },
      schema: { tags: ['orders'], params: orderIdParamsSchema, response: { 200: orderReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, order: await getOrderDetails(app.database.db, request.actor, request.params) }),
  );

  app.get(
    '/getUserOrders',
    {
      config: customersOnly,
      schema: { tags: ['orders'], querystring: userOrdersQuerySchema, response: { 200: userOrdersReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getUserOrders(app.database.db, request.actor, request.query)) }),
  );

  app.post(
    '/submit-review',
    {
      config: customersOnly,
      schema: { tags: ['orders'], body: submitReviewBodySchema, response: { 200: messageReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await submitReview(app.database.db, request.actor, request.body)) }),
  );

  app.post(
    '/cancel',
    {
      config: customersOnly,
      schema: { tags: ['orders'], body: cancelOwnOrderBodySchema, response: { 200: cancelOwnOrderReplySchema, ...errorReplies } },
    },
    async (request) => ({
      success: true as const,
      ...(await cancelOwnOrder(app.database.db, request.actor, request.body, { provider: app.paymentProvider })),
    }),
  );

  app.get(
    '/download-invoice/:orderId',
    {
      config: customersOnly,
      schema: { tags: ['orders'], params: orderIdParamsSchema, response: { 200: pdfReply, ...errorReplies } },
    },
    async (request, reply) => {
      const { fileName, pdf } = await getInvoice(app.database.db, request.actor, request.params);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/getorder/:orderId',
    {
      config: sellersOnly,
      schema: { tags: ['seller orders'], params: orderIdParamsSchema, response: { 200: sellerOrderReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getSellerOrder(app.database.db, request.actor, request.params)) }),
  );

  app.put(
    '/confirm-order/:orderId',
    {
      config: sellersOnly,
      schema: {
        tags: ['seller orders'],
        params: orderIdParamsSchema,
        body: confirmOrderBodySchema,
        response: { 200: messageReplySchema, ...errorReplies },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await confirmOrder(app.database.db, request.actor, { ...request.params, ...request.body }, { provider: app.paymentProvider })),
    }),
  );

  app.get(
    '/seller-orders',
    {
      config: sellersOnly,
      schema: { tags: ['seller orders'], querystring: sellerOrdersQuerySchema, response: { 200: sellerOrdersReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getSellerOrders(app.database.db, request.actor, request.query)) }),
  );

  // The admin's listing of every order (spec §7 admin) lives under the orders prefix, as the spec calls it.
  app.get(
    '/getAllOrders',
    {
      config: { access: { roles: ['admin'] as const } },
      schema: { tags: ['admin'], querystring: allOrdersQuerySchema, response: { 200: allOrdersReplySchema, ...errorReplies } },
    },
    async (request) => ({ success: true as const, ...(await getAllOrders(app.database.db, request.actor, request.query)) }),
  );
}
