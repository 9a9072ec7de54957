import {
  adminDeliveryBoyReplySchema,
  adminIdParamsSchema,
  adminLoginBodySchema,
  adminMeReplySchema,
  adminOrderParamsSchema,
  adminOrderReplySchema,
  adminPagedSearchQuerySchema,
  adminProductsReplySchema,
  adminSearchQuerySchema,
  adminSellerProductsReplySchema,
  adminSellerReplySchema,
  adminSellersReplySchema,
  adminSignupBodySchema,
  adminUserReplySchema,
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
  outstandingListReplySchema,
  sellerSalesReplySchema,
  tokenReplySchema,
  userLookupParamsSchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { getAdmin, logInAdmin, signUpAdmin } from '../accounts/admins';
import { getAdminOrder, getOrdersByMonth } from './admin-orders';
import { assignDeliveryPartner } from './assign-delivery-partner';
import { cancelOrder } from './cancel-order';
import { getDashboardOverview, getDashboardTrend } from './overview';
import { clearOutstanding, getAdminDeliveryPartner, getAllDeliveryPartners, getOutstandingList } from '../partner-cash/delivery-partners-cash';
import { getAdminProducts } from './products';
import { getAdminSeller, getAdminSellerProducts, getAdminSellers, getAdminSellerSales } from './sellers';
import { getAdminUser } from './users';

const adminsOnly = { access: { roles: ['admin'] as const } };
const tags = ['admin'];

/** Admins' sign-in and the admin area: figures, orders, cancellation and assignment, sellers, products, customers, partners' cash. */
export default async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Sign-in endpoints get a tighter per-client limit than the API at large.
  const authLimit = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/signup',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['admin'], body: adminSignupBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      const { message } = await signUpAdmin(app.database.db, app.config.adminSecretKey, request.body);
      return { success: true as const, message };
    },
  );

  app.post(
    '/login',
    { config: { ...authLimit, access: 'public' }, schema: { tags: ['admin'], body: adminLoginBodySchema, response: { 200: tokenReplySchema, ...errorReplies } } },
    async (request, reply) => {
      const { id } = await logInAdmin(app.database.db, app.config.adminSecretKey, { ...request.body, ip: request.ip });
      const token = await app.issueSession(reply, { id, role: 'admin' });
      return { success: true as const, token, message: 'Login successful' };
    },
  );

  app.post('/logout', { config: { access: 'public' }, schema: { tags: ['admin'], response: { 200: messageReplySchema } } }, async (request, reply) => {
    await app.endSession(request, reply);
    return { success: true as const, message: 'Logged out' };
  });

  app.get(
    '/me',
    { config: { access: { roles: ['admin'] } }, schema: { tags: ['admin'], response: { 200: adminMeReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, admin: await getAdmin(app.database.db, request.actor) }),
  );

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
    '/user/:id',
    { config: adminsOnly, schema: { tags, params: userLookupParamsSchema, response: { 200: adminUserReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, user: await getAdminUser(app.database.db, request.actor, request.params) }),
  );

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
