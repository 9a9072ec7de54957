import Fastify, { type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import app from '../app';
import { loadConfig } from '../config';
import { connectPglite, type Database } from '../db/client';
import type { RouteAccess } from '../plugins/app/access';

const pub = 'public' as const;
const only = (...roles: ('customer' | 'seller' | 'admin' | 'delivery')[]) => ({ roles });

/** Every route the application registers and who may call it, written by hand from the route files. */
const EXPECTED: Record<string, RouteAccess> = {
  // API docs (swagger UI, declared public where it is registered)
  'GET /api/docs': pub,
  'GET /api/docs/static/index.html': pub,
  'GET /api/docs/static/swagger-initializer.js': pub,
  'GET /api/docs/json': pub,
  'GET /api/docs/yaml': pub,
  'GET /api/docs/static/*': pub,
  // system
  'GET /api/health': pub,
  'GET /api/app-config': pub,
  'GET /api/dev/outbox': pub,
  // customers and sellers
  'POST /api/auth/send-otp': pub,
  'POST /api/auth/user-signup': pub,
  'POST /api/auth/user-login': pub,
  'GET /api/auth/getUser': only('customer'),
  'POST /api/auth/logout': pub,
  'POST /api/auth/seller-signup': pub,
  'POST /api/auth/seller-login': pub,
  'GET /api/auth/getSellerDetails': only('seller'),
  'DELETE /api/auth/delete-account': only('customer', 'seller', 'delivery'),
  // admins
  'POST /api/admin/signup': pub,
  'POST /api/admin/login': pub,
  'POST /api/admin/logout': pub,
  'GET /api/admin/me': only('admin'),
  // delivery partners
  'POST /api/delivery/signup': pub,
  'POST /api/delivery/login': pub,
  'GET /api/delivery/me': only('delivery'),
  'GET /api/delivery/orders/:deliveryBoyId': only('delivery'),
  // catalogue
  'GET /api/home/get-popular-shops': pub,
  'GET /api/home/get-popular-products': pub,
  'GET /api/shop/get-restaurants': pub,
  'GET /api/shop/getShopAndProducts/:shopId': pub,
  'GET /api/grocery': pub,
  'GET /api/common/search/:query': pub,
  // carts
  'GET /api/cart/getCart': only('customer'),
  'POST /api/cart/addToCart': only('customer'),
  'POST /api/cart/removeFromCart': only('customer'),
  'POST /api/cart/incrementQty': only('customer'),
  'POST /api/cart/decrementQty': only('customer'),
  'POST /api/cart/order-again': only('customer'),
  // addresses (user-profile)
  'GET /api/user-profile/getAddresses': only('customer'),
  'GET /api/user-profile/active-coupons': only('customer'),
  'POST /api/user-profile/saveAddress': only('customer'),
  'POST /api/user-profile/editAddress': only('customer'),
  'DELETE /api/user-profile/deleteAddress': only('customer'),
  'PUT /api/user-profile/setAsDefault': only('customer'),
  // checkout (quote, create-order, the slots of an order for later)
  'POST /api/order/quote': only('customer'),
  'POST /api/order/create-order': only('customer'),
  'GET /api/order/schedule-slots': only('customer'),
  // orders (details, list, review, invoice)
  'GET /api/order/getOrderDetails/:orderId': only('customer', 'seller', 'delivery'),
  'GET /api/order/getUserOrders': only('customer'),
  'POST /api/order/submit-review': only('customer'),
  'POST /api/order/cancel': only('customer'),
  'GET /api/order/download-invoice/:orderId': only('customer'),
  // online payment
  'POST /api/payment/createOrder': only('customer'),
  'POST /api/payment/verify-payment': only('customer'),
  'POST /api/payment/test-provider/pay': only('customer'),
  'POST /api/payment/webhook': pub,
  // notifications
  'GET /api/notification/getNotifications': only('customer'),
  'POST /api/notification/readNotification': only('customer'),
  // help with an order
  'GET /api/queries': only('admin'),
  'POST /api/queries': only('customer'),
  'POST /api/queries/photos': only('customer'),
  'GET /api/queries/photos/:photoId': only('customer', 'admin'),
  'GET /api/queries/order/:orderId': only('customer'),
  'GET /api/queries/:queryId': only('customer', 'admin'),
  'POST /api/queries/:queryId/messages': only('customer', 'admin'),
  'POST /api/queries/:queryId/resolve': only('admin'),
  // uploads and the four apps
  'POST /upload': only('seller', 'admin'),
  'GET /uploads/*': pub,
  'GET /demo-images/*': pub,
  'GET /': pub,
  'GET /*': pub,
  // seller notifications and sales
  'GET /api/notification/getSellerNotifications': only('seller'),
  'GET /api/notification/unread-order-notifications': only('seller'),
  'PUT /api/notification/read/:id': only('seller'),
  'GET /api/shop/sales': only('seller'),
  // a seller's side of orders (their items, confirmation, their list)
  'GET /api/order/getorder/:orderId': only('seller'),
  'PUT /api/order/confirm-order/:orderId': only('seller'),
  'GET /api/order/seller-orders': only('seller'),
  // a seller's shop, products and profile
  'GET /api/shop/seller-profile': only('seller'),
  'PUT /api/shop/update-status': only('seller'),
  'PUT /api/shop/update-profile': only('seller'),
  'GET /api/shop/getShop/:shopId': only('seller'),
  'POST /api/shop/add-shop': only('seller'),
  'PUT /api/shop/edit-shop': only('seller'),
  'GET /api/shop/get-products': only('seller'),
  'GET /api/shop/getProduct/:productId': only('seller'),
  'POST /api/shop/add-product': only('seller'),
  'PUT /api/shop/edit-product': only('seller'),
  'PUT /api/shop/update-stock': only('seller'),
  'DELETE /api/shop/delete-product/:productId': only('seller'),
  'POST /api/shop/restore-product/:productId': only('seller'),
  'GET /api/shop/qr.svg': only('seller'),
  'GET /api/shop/qr.png': only('seller'),
  'PUT /api/user-profile/change-seller-password/:sellerId': only('seller'),
  // a delivery partner's orders (available, accept, on-duty switch, their list, one order)
  'GET /api/delivery/get-available-orders': only('delivery'),
  'POST /api/delivery/orders/:orderId/accept': only('delivery'),
  'PUT /api/delivery/availability': only('delivery'),
  'GET /api/delivery/orders': only('delivery'),
  'GET /api/delivery/order/:orderId': only('delivery'),
  // a delivery partner's trips (pickup, delivery) and money (commission, cash owed)
  'PUT /api/delivery/order/confirm-pickup': only('delivery'),
  'PUT /api/delivery/order/confirm-delivery/:orderId': only('delivery'),
  'GET /api/delivery/:id/commissionHistory': only('delivery'),
  'GET /api/delivery/outstandingAmounts/:id': only('delivery'),
  // where the rider is: a partner on duty shares it; the order's customer and the admins read it
  'POST /api/delivery/location': only('delivery'),
  'GET /api/delivery/location/order/:orderId': only('customer', 'admin'),
  'GET /api/delivery/location/partners': only('admin'),
  // the admin area (figures, orders, cancellation and assignment, sellers, products, customers, partners' cash)
  'GET /api/admin/dashboard-overview': only('admin'),
  'GET /api/admin/dashboard-trend': only('admin'),
  'GET /api/admin/getOrdersByMonth': only('admin'),
  'GET /api/order/getAllOrders': only('admin'),
  'GET /api/admin/getOrderById/:id': only('admin'),
  'GET /api/admin/getAllDeliveryBoys': only('admin'),
  'PUT /api/admin/cancelOrder': only('admin'),
  'POST /api/admin/assignDeliveryBoy': only('admin'),
  'GET /api/admin/sellers': only('admin'),
  'GET /api/admin/seller/:id': only('admin'),
  'GET /api/admin/seller/:id/products': only('admin'),
  'GET /api/admin/seller/:id/sales': only('admin'),
  'GET /api/admin/products': only('admin'),
  'GET /api/admin/users': only('admin'),
  'GET /api/admin/coupons': only('admin'),
  'POST /api/admin/coupons': only('admin'),
  'PATCH /api/admin/coupons/:couponId': only('admin'),
  'GET /api/admin/user/:id': only('admin'),
  'GET /api/admin/outstanding/list': only('admin'),
  'GET /api/admin/deliveryBoy/:id': only('admin'),
  'PUT /api/admin/deliveryBoy/clearOutstanding/:id': only('admin'),
  // operations: Prometheus metrics, guarded by the METRICS_TOKEN bearer token rather than a session
  'GET /api/metrics': pub,
  // live events (a Server-Sent Events stream for every signed-in app)
  'GET /api/events': only('customer', 'seller', 'admin', 'delivery'),
  // web push: the key to subscribe with, and a device's subscription (the admin app does not ask)
  'GET /api/push/key': pub,
  'POST /api/push/subscribe': only('customer', 'seller', 'delivery'),
  'DELETE /api/push/subscribe': only('customer', 'seller', 'delivery'),
};

const config = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/nukkad-access-test' });

describe('every route declares who may call it', () => {
  let database: Database;
  beforeAll(async () => {
    // Registration never touches the database.
    database = await connectPglite(undefined);
  });
  afterAll(() => database.close());

  it('registers exactly the expected routes, each with its declared access', async () => {
    // Method and URL as announced (Fastify reuses the options object for a prefix's trailing-slash twin).
    const routes: { methods: string[]; url: string; options: RouteOptions }[] = [];
    const fastify = Fastify({ logger: false });
    fastify.addHook('onRoute', (route) => {
      routes.push({ methods: [route.method].flat(), url: route.url, options: route });
    });
    await fastify.register(app, { config: config(), database });
    await fastify.ready();

    // Read after registration: the access hook records the declaration in each route's config.
    const registered: Record<string, RouteAccess | undefined> = {};
    const heads: Record<string, RouteAccess | undefined> = {};
    for (const route of routes) {
      for (const method of route.methods) {
        const key = `${method} ${route.url}`;
        if (method === 'HEAD') heads[key] = route.options.config?.access;
        else registered[key] = route.options.config?.access;
      }
    }
    expect(registered).toEqual(EXPECTED);
    // Fastify adds a HEAD beside every GET (and beside a prefix's trailing-slash twin), under the same declaration.
    for (const [head, access] of Object.entries(heads)) {
      expect({ head, access }).toEqual({ head, access: EXPECTED[head.replace(/^HEAD /, 'GET ').replace(/([^ ])\/$/, '$1')] });
    }
    const gets = Object.keys(EXPECTED).filter((k) => k.startsWith('GET '));
    for (const get of gets) expect(heads).toHaveProperty([get.replace(/^GET /, 'HEAD ')]);
    await fastify.close();
  });

  it('refuses to start with a route that declares nothing', async () => {
    const fastify = Fastify({ logger: false });
    await fastify.register(fp(app), { config: config(), database });
    fastify.register(async function careless(scope) {
      scope.get('/api/forgotten', async () => ({ ok: true }));
    });
    await expect(fastify.ready()).rejects.toThrow(/GET \/api\/forgotten declares no access/);
  });

  it('refuses a declaration that names no role or an unknown one', async () => {
    for (const access of [{ roles: [] }, { roles: ['root'] }, 'private']) {
      const fastify = Fastify({ logger: false });
      await fastify.register(fp(app), { config: config(), database });
      fastify.register(async function odd(scope) {
        scope.get('/api/odd', { config: { access: access as RouteAccess } }, async () => ({ ok: true }));
      });
      await expect(fastify.ready()).rejects.toThrow(/GET \/api\/odd declares no access/);
    }
  });

  it('starts with the same route once it is declared, and guards its HEAD too', async () => {
    const fastify = Fastify({ logger: false });
    await fastify.register(fp(app), { config: config(), database });
    fastify.register(async function careful(scope) {
      scope.get('/api/declared', { config: { access: { roles: ['admin'] } } }, async () => ({ ok: true }));
    });
    await fastify.ready();
    expect((await fastify.inject({ method: 'GET', url: '/api/declared' })).statusCode).toBe(401);
    expect((await fastify.inject({ method: 'HEAD', url: '/api/declared' })).statusCode).toBe(401);
    await fastify.close();
  });
});
