import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import rateLimits from './rate-limit';

/** Third-party plugins: security headers, rate limiting (OpenAPI is in api-docs.ts). */
export default fp(async function external(app: FastifyInstance, opts: { config: Config }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org', 'https://*.basemaps.cartocdn.com'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: opts.config.isProduction ? [] : null,
      },
    },
    // Same-origin apps only; no cross-origin embedding needed.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimits, { config: opts.config });
});
