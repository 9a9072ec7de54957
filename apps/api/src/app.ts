import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { loggableError } from './lib/loggable-error';
import { replySerializerCompiler } from './lib/reply-serializer';
import apiDocs from './modules/system/api-docs';
import access from './plugins/app/access';
import authPlugin from './plugins/app/auth';
import backgroundJobs from './plugins/app/background-jobs';
import catalogueChanges from './plugins/app/catalogue-changes';
import crossOrigin from './plugins/app/cross-origin';
import errorHandler from './plugins/app/error-handler';
import liveEvents, { type LiveEventsOptions } from './plugins/app/live-events';
import sameOrigin from './plugins/app/same-origin';
import webApps from './plugins/app/web-apps';
import external from './plugins/external';
import metrics from './modules/system/metrics';
import requestId from './plugins/request-id';
import { localFileStore, type FileStore } from './ports/file-store';
import type { PaymentProvider } from './ports/payment-provider';
import { razorpayProvider } from './ports/payment-provider-razorpay';
import { isTestPaymentProvider, testPaymentProvider } from './ports/payment-provider-test';
import type { SmsSender } from './ports/sms-sender';
import { devSmsSender, httpSmsSender } from './ports/sms-sender';
import adminAuthRoutes from './modules/accounts/admin-auth-routes';
import adminRoutes from './modules/admin/routes';
import authRoutes from './modules/accounts/auth-routes';
import deliveryAuthRoutes from './modules/accounts/delivery-auth-routes';
import cartRoutes from './modules/cart/routes';
import catalogueRoutes from './modules/catalogue/routes';
import checkoutRoutes from './modules/checkout/routes';
import { couponAdminRoutes, couponCustomerRoutes } from './modules/coupons/routes';
import deliveryRoutes from './modules/delivery/routes';
import deliveryOrdersRoutes from './modules/delivery/orders-routes';
import deliveryTripsRoutes from './modules/delivery/trips-routes';
import deliveryLocationRoutes from './modules/delivery/location-routes';
import liveEventsRoutes from './modules/live-events/routes';
import notificationsRoutes from './modules/notifications/routes';
import ordersRoutes from './modules/orders/routes';
import partnerCashAdminRoutes from './modules/partner-cash/admin-routes';
import partnerCashDeliveryRoutes from './modules/partner-cash/delivery-routes';
import paymentsRoutes from './modules/payments/routes';
import pushService, { type PushOptions } from './modules/push/push-service';
import pushRoutes from './modules/push/routes';
import queriesRoutes from './modules/queries/routes';
import shopRoutes from './modules/shop-management/shop-routes';
import salesRoutes from './modules/shop-management/sales-routes';
import systemRoutes from './modules/system/routes';
import uploadsRoutes from './modules/shop-management/uploads-routes';
import userProfileRoutes from './modules/accounts/user-profile-routes';

/** The local test provider's webhook, posted to this API as Razorpay's would be: through every hook, signature and all. */
async function postOwnWebhook(fastify: FastifyInstance, rawBody: string, headers: Record<string, string>): Promise<void> {
  try {
    const res = await fastify.inject({ method: 'POST', url: '/api/payment/webhook', payload: rawBody, headers });
    if (res.statusCode !== 200) fastify.log.warn({ status: res.statusCode }, "the test provider's webhook was refused");
  } catch (err) {
    fastify.log.error({ err: loggableError(err) }, "the test provider's webhook post failed");
  }
}

export type AppOptions = {
  config: Config;
  database: Database;
  sms?: SmsSender;
  paymentProvider?: PaymentProvider;
  /** Where uploads are kept (default: the local folder `DATA_DIR/uploads`). */
  fileStore?: FileStore;
  /** Heartbeat and stream limits of the live events (tests shorten them). */
  liveEvents?: LiveEventsOptions;
  /** How pushes are sent, and whether the push job runs (tests send through a stand-in and run its steps themselves). */
  push?: PushOptions;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    sms: SmsSender;
    paymentProvider: PaymentProvider;
    fileStore: FileStore;
  }
}

/** The whole application as one plugin: sessions and the access hook first (before any route), external plugins, then routes. */
export default async function app(fastify: FastifyInstance, opts: AppOptions) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(replySerializerCompiler({ checkReplies: opts.config.checkReplies }));

  await fastify.register(
    fp(async (f) => {
      f.decorate('config', opts.config);
      f.decorate('database', opts.database);
      const sms =
        opts.sms ??
        (opts.config.sms
          ? httpSmsSender(opts.config.sms)
          : devSmsSender(opts.database.db, (msg) => f.log.info(msg)));
      f.decorate('sms', sms);
      const payment = opts.config.payment;
      const provider =
        opts.paymentProvider ??
        (payment.provider === 'razorpay'
          ? razorpayProvider(payment)
          : testPaymentProvider({ ...payment, webhook: { delayMs: payment.webhookDelayMs, post: (rawBody, headers) => postOwnWebhook(fastify, rawBody, headers) } }));
      f.decorate('paymentProvider', provider);
      f.decorate('fileStore', opts.fileStore ?? localFileStore(path.resolve(opts.config.dataDir, 'uploads')));
      f.addHook('onClose', async () => {
        if (isTestPaymentProvider(provider)) provider.stop();
      });
      await f.register(backgroundJobs);
      await f.register(catalogueChanges);
      await f.register(liveEvents, opts.liveEvents ?? {});
      await f.register(pushService, opts.push ?? {});
    }),
  );

  await fastify.register(requestId);
  // Before the same-origin check: a listed origin's preflight is answered, and its replies say it may read them.
  await fastify.register(crossOrigin, { corsOrigins: opts.config.corsOrigins });
  // Before the session check and every route: a cross-site change is refused whoever sends it.
  await fastify.register(sameOrigin, { corsOrigins: opts.config.corsOrigins });
  await fastify.register(authPlugin, { config: opts.config });
  await fastify.register(access);
  // Before the first route (metrics, the API docs): a route keeps the error handler in force where it was declared.
  await fastify.register(errorHandler);
  await fastify.register(metrics, { token: opts.config.metricsToken, database: opts.database });
  await fastify.register(external, { config: opts.config });
  await fastify.register(apiDocs);

  await fastify.register(systemRoutes, { prefix: '/api' });
  await fastify.register(authRoutes, { prefix: '/api/auth' });
  await fastify.register(adminAuthRoutes, { prefix: '/api/admin' });
  await fastify.register(adminRoutes, { prefix: '/api/admin' });
  await fastify.register(partnerCashAdminRoutes, { prefix: '/api/admin' });
  await fastify.register(deliveryAuthRoutes, { prefix: '/api/delivery' });
  await fastify.register(deliveryRoutes, { prefix: '/api/delivery' });
  await fastify.register(partnerCashDeliveryRoutes, { prefix: '/api/delivery' });
  await fastify.register(deliveryOrdersRoutes, { prefix: '/api/delivery' });
  await fastify.register(deliveryTripsRoutes, { prefix: '/api/delivery' });
  await fastify.register(deliveryLocationRoutes, { prefix: '/api/delivery' });
  await fastify.register(catalogueRoutes, { prefix: '/api' });
  await fastify.register(cartRoutes, { prefix: '/api/cart' });
  await fastify.register(shopRoutes, { prefix: '/api/shop' });
  await fastify.register(userProfileRoutes, { prefix: '/api/user-profile' });
  await fastify.register(couponCustomerRoutes, { prefix: '/api/user-profile' });
  await fastify.register(couponAdminRoutes, { prefix: '/api/admin' });
  await fastify.register(checkoutRoutes, { prefix: '/api/order' });
  await fastify.register(ordersRoutes, { prefix: '/api/order' });
  await fastify.register(paymentsRoutes, { prefix: '/api/payment' });
  await fastify.register(notificationsRoutes, { prefix: '/api/notification' });
  await fastify.register(pushRoutes, { prefix: '/api/push' });
  await fastify.register(salesRoutes, { prefix: '/api/shop' });
  await fastify.register(uploadsRoutes);
  await fastify.register(queriesRoutes, { prefix: '/api/queries' });
  await fastify.register(liveEventsRoutes);

  await fastify.register(webApps, { config: opts.config });
}
