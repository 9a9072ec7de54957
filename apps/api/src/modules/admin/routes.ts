import {
  adminIdParamsSchema,
  adminOrderParamsSchema,
  adminOrderReplySchema,
  adminPagedSearchQuerySchema,
  adminProductsReplySchema,
  adminSearchQuerySchema,
  adminSellerProductsReplySchema,
  adminSellerReplySchema,
  adminSellersReplySchema,
  adminUserReplySchema,
  adminUsersQuerySchema,
  adminUsersReplySchema,
  allDeliveryBoysReplySchema,
  assignDeliveryBoyBodySchema,
  cancelOrderBodySchema,
  dashboardOverviewReplySchema,
  dashboardTrendQuerySchema,
  dashboardTrendReplySchema,
  dateQuerySchema,
  messageReplySchema,
  monthOrdersQuerySchema,
  monthOrdersReplySchema,
  sellerSalesReplySchema,
  userLookupParamsSchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getAdminOrder, getOrdersByMonth } from './admin-orders';
import { assignDeliveryPartner } from './assign-delivery-partner';
import { cancelOrder } from './cancel-order';
import { getDashboardOverview, getDashboardTrend } from './overview';
import { getAllDeliveryPartners } from '../partner-cash/delivery-partners-cash';
import { getAdminProducts } from './products';
import { getAdminSeller, getAdminSellerProducts, getAdminSellers, getAdminSellerSales } from './sellers';
import { getAdminUser, getAdminUsers } from './users';

const adminsOnly = { access: { roles: ['admin'] as const } };
const tags = ['admin'];

/** The admin area: figures, orders, cancellation and assignment, sellers, products, customers, partners. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/dashboard-overview',
    { config: adminsOnly, schema: { tags, response: { 200: dashboardOverviewReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, data: await getDashboardOverview(app.database.db, request.actor) }),
  );

  app.get(
    '/dashboard-trend',
    { config: adminsOnly, schema: { tags, querystring: dashboardTrendQuerySchema, response: { 200: dashboardTrendReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, days: await getDashboardTrend(app.database.db, request.actor, request.query) }),
  );

  app.get(
    '/getOrdersByMonth',
    { config: adminsOnly, schema: { tags, querystring: monthOrdersQuerySchema, response: { 200: monthOrdersReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await getOrdersByMonth(app.database.db, request.actor, request.query)) }),
  );

  app.get(
    '/getOrderById/:id',
    { config: adminsOnly, schema: { tags, params: adminOrderParamsSchema, response: { 200: adminOrderReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, order: await getAdminOrder(app.database.db, request.actor, request.params) }),
  );

  app.get(
    '/getAllDeliveryBoys',
    { config: adminsOnly, schema: { tags, response: { 200: allDeliveryBoysReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, deliveryBoys: await getAllDeliveryPartners(app.database.db, request.actor) }),
  );

  app.put(
    '/cancelOrder',
    { config: adminsOnly, schema: { tags, body: cancelOrderBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      ...(await cancelOrder(app.database.db, request.actor, request.body, { provider: app.paymentProvider })),
    }),
  );

  app.post(
    '/assignDeliveryBoy',
    { config: adminsOnly, schema: { tags, body: assignDeliveryBoyBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await assignDeliveryPartner(app.database.db, request.actor, { orderId: request.body.orderId, deliveryPartnerId: request.body.deliveryBoyId })) }),
  );

  app.get(
    '/sellers',
    { config: adminsOnly, schema: { tags, querystring: adminSearchQuerySchema, response: { 200: adminSellersReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, sellers: await getAdminSellers(app.database.db, request.actor, request.query) }),
  );

  app.get(
    '/seller/:id',
    { config: adminsOnly, schema: { tags, params: adminIdParamsSchema, response: { 200: adminSellerReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, seller: await getAdminSeller(app.database.db, request.actor, request.params) }),
  );

  app.get(
    '/seller/:id/products',
    {
      config: adminsOnly,
      schema: { tags, params: adminIdParamsSchema, querystring: adminSearchQuerySchema, response: { 200: adminSellerProductsReplySchema, ...errorReplies } },
    },
    async (request) => ({
      success: true as const,
      products: await getAdminSellerProducts(app.database.db, request.actor, { ...request.params, ...request.query }),
    }),
  );

  app.get(
    '/seller/:id/sales',
    { config: adminsOnly, schema: { tags, params: adminIdParamsSchema, querystring: dateQuerySchema, response: { 200: sellerSalesReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await getAdminSellerSales(app.database.db, request.actor, { ...request.params, ...request.query })) }),
  );

  app.get(
    '/products',
    { config: adminsOnly, schema: { tags, querystring: adminPagedSearchQuerySchema, response: { 200: adminProductsReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await getAdminProducts(app.database.db, request.actor, request.query)) }),
  );

  app.get(
    '/users',
    { config: adminsOnly, schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUsersReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await getAdminUsers(app.database.db, request.actor, request.query)) }),
  );

  app.get(
    '/user/:id',
    { config: adminsOnly, schema: { tags, params: userLookupParamsSchema, response: { 200: adminUserReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, user: await getAdminUser(app.database.db, request.actor, request.params) }),
  );
}
