import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import apiDocs from './plugins/api-docs';
import access from './plugins/app/access';
import authPlugin from './plugins/app/auth';
import errorHandler from './plugins/app/error-handler';
import webApps from './plugins/app/web-apps';
import external from './plugins/external';
import type { SmsSender } from './ports/sms-sender';
import { devSmsSender, httpSmsSender } from './ports/sms-sender';
import adminRoutes from './routes/admin';
import authRoutes from './routes/auth';
import catalogueRoutes from './routes/catalogue';
import deliveryRoutes from './routes/delivery';
import systemRoutes from './routes/system';

export type AppOptions = { config: Config; database: Database; sms?: SmsSender };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    sms: SmsSender;
  }
}

/** The whole application as one plugin: sessions and the access hook first (before any route), external plugins, then routes. */
export default async function app(fastify: FastifyInstance, opts: AppOptions) {
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

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
    }),
  );

  await fastify.register(authPlugin, { config: opts.config });
  await fastify.register(access);
  await fastify.register(external, { config: opts.config });
  await fastify.register(apiDocs);
  await fastify.register(errorHandler);

  await fastify.register(systemRoutes, { prefix: '/api' });
  await fastify.register(authRoutes, { prefix: '/api/auth' });
  await fastify.register(adminRoutes, { prefix: '/api/admin' });
  await fastify.register(deliveryRoutes, { prefix: '/api/delivery' });
  await fastify.register(catalogueRoutes, { prefix: '/api' });

  await fastify.register(webApps, { config: opts.config });
}
