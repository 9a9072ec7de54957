import {
  activeCouponsQuerySchema,
  activeCouponsReplySchema,
  adminCouponReplySchema,
  adminCouponsReplySchema,
  couponIdParamsSchema,
  createCouponBodySchema,
  updateCouponBodySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { activeCoupons, createCoupon, listCoupons, updateCoupon } from './coupons';

const adminsOnly = { access: { roles: ['admin'] as const } };
const customers = { access: { roles: ['customer'] as const } };

/** The admin's coupons (under /api/admin): list with uses and discount given, create, pause or resume. */
export async function couponAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['coupons'];

  app.get('/coupons', { config: adminsOnly, schema: { tags, response: { 200: adminCouponsReplySchema, ...errorReplies } } }, async (request) => ({
    success: true as const,
    coupons: await listCoupons(app.database.db, request.actor),
  }));

  app.post(
    '/coupons',
    { config: adminsOnly, schema: { tags, body: createCouponBodySchema, response: { 200: adminCouponReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await createCoupon(app.database.db, request.actor, request.body)) }),
  );

  app.patch(
    '/coupons/:couponId',
    { config: adminsOnly, schema: { tags, params: couponIdParamsSchema, body: updateCouponBodySchema, response: { 200: adminCouponReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, ...(await updateCoupon(app.database.db, request.actor, { ...request.params, ...request.body })) }),
  );
}

/** The customer's coupons (under /api/user-profile): those that apply to a cart now. */
export async function couponCustomerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/active-coupons',
    { config: customers, schema: { tags: ['coupons'], querystring: activeCouponsQuerySchema, response: { 200: activeCouponsReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, coupons: await activeCoupons(app.database.db, request.actor, request.query) }),
  );
}
