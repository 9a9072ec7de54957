import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import rateLimits from './rate-limit';

/** The origin of a tile URL template as a CSP source: `https://{s}.tile.example.org/{z}/…` → `https://*.tile.example.org`. */
export function tileSource(template: string): string | null {
  const match = /^(https?):\/\/([^/?#]+)/.exec(template);
  if (!match) return null;
  const labels = match[2]!.split('.');
  const templated = labels.map((label) => label.includes('{')).lastIndexOf(true);
  // A CSP wildcard may only replace whole leading labels, so everything up to the last templated label becomes `*`.
  const host = templated === -1 ? labels.join('.') : ['*', ...labels.slice(templated + 1)].join('.');
  return `${match[1]}://${host}`;
}

// Razorpay's checkout script, its payment frame and its calls; allowed only when Razorpay is the provider.
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** The Content-Security-Policy directives: the map's configured tile hosts, and Razorpay only when it is the provider. */
export function cspDirectives(config: Pick<Config, 'mapTiles' | 'payment' | 'isProduction'>) {
  const tiles = [config.mapTiles.url, config.mapTiles.darkUrl].map(tileSource).filter((source): source is string => source !== null);
  const razorpay = config.payment.provider === 'razorpay';
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...(razorpay ? RAZORPAY.script : [])],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: [...new Set(["'self'", 'data:', 'blob:', ...tiles, ...(razorpay ? RAZORPAY.img : [])])],
    connectSrc: ["'self'", ...(razorpay ? RAZORPAY.connect : [])],
    ...(razorpay ? { frameSrc: RAZORPAY.frame } : {}),
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    upgradeInsecureRequests: config.isProduction ? [] : null,
  };
}

/** Third-party plugins: security headers, rate limiting (OpenAPI is in api-docs.ts). */
export default fp(async function external(app: FastifyInstance, opts: { config: Config }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: cspDirectives(opts.config),
    },
    // Same-origin apps only; no cross-origin embedding needed.
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimits, { config: opts.config });
});
