import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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

/**
 * Helmet's security headers, worked out once: its middleware is run against a recorder at start, so a request
 * only copies the same fixed headers (building helmet per request costs more than many a whole reply).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

const pick = (from: Record<string, string>, names: string[]) => Object.fromEntries(names.map((n) => [n, from[n]!]));

/** Replies under this size go as they are: compressing them would save too few bytes to be worth the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

declare module 'fastify' {
  interface FastifyInstance {
    /** The pages' Content-Security-Policy, for a rendered page to add its script nonce to. */
    pageSecurityPolicy: string;
  }
}

/** Third-party plugins: security headers, reply compression, rate limiting (OpenAPI is in api-docs.ts). */
export default fp(async function external(app: FastifyInstance, opts: { config: Config }) {
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: cspDirectives(opts.config),
    },
    // Same-origin apps only; no cross-origin embedding needed.
    crossOriginEmbedderPolicy: false,
  });
  app.decorate('pageSecurityPolicy', headers['content-security-policy']!);
  // JSON is never rendered: it gets the headers a REST API wants, with nothing allowed to run or frame it.
  const jsonHeaders = pick(headers, ['strict-transport-security', 'x-content-type-options', 'cross-origin-resource-policy', 'referrer-policy']);
  Object.assign(jsonHeaders, { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'x-frame-options': 'DENY' });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    // A reply without a type (a 304, say) keeps the page policy: the browser merges its headers into the cached page.
    const set = typeof type === 'string' && type.startsWith('application/json') ? jsonHeaders : headers;
    // A route's own header (a stricter policy for an image, say) stands.
    for (const name in set) if (!reply.hasHeader(name)) reply.header(name, set[name]!);
    return payload;
  });
  // Brotli where the browser takes it, else gzip; text types only (images and event streams are left alone).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Quality 4 compresses a reply in about gzip's time and smaller; the maximum, 11, costs more than building the reply.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are never accepted compressed: a small upload must not unpack into a large one past the body limit.
    globalDecompression: false,
  });
  await app.register(rateLimits, { config: opts.config });
});
