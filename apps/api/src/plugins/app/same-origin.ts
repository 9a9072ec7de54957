import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notAllowed } from '../../lib/domain-error';

/** Methods that only read: a browser sends them from anywhere (links, images, prefetches), and no route changes anything on them. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What the browser says of where a request comes from (Sec-Fetch-Site) that lets a change through: our own page, or the user's typing. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

/**
 * The host:port a browser's Origin names, spelt as a Host header would be for that scheme (the default port left out,
 * lower case); null for `Origin: null` (a sandboxed frame, a redirect, a file), anything but http(s) and garbage.
 */
function originHost(origin: string): { host: string; protocol: string } | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return { host: url.host, protocol: url.protocol };
}

/** The request's own host:port (the Host header, or a trusted proxy's X-Forwarded-Host) as `protocol` would spell it. */
function ownHost(request: FastifyRequest, protocol: string): string | null {
  try {
    return new URL(`${protocol}//${request.host}`).host;
  } catch {
    return null;
  }
}

/**
 * Whether the request comes from a page on an origin CORS_ORIGINS lists, other than the request's own host: such a
 * client calls with its Bearer token, and its request is not refused as cross-site.
 */
export function fromListedOrigin(request: FastifyRequest, listed: ReadonlySet<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || !listed.has(origin)) return false;
  const from = originHost(origin);
  return from !== null && from.host !== ownHost(request, from.protocol);
}

/**
 * Whether a browser sent this request from another site, or from another app of ours: each app calls /api on its own
 * host (shop., seller., admin., rider.), so only an exact host:port match is our own page. Without either header the
 * request is no browser's (curl, a server, a test) and nobody's cookies ride on it unasked. An origin CORS_ORIGINS
 * lists is let through (its session cookie is not read: plugins/app/auth.ts).
 */
export function isCrossSite(request: FastifyRequest, listed: ReadonlySet<string>): boolean {
  if (fromListedOrigin(request, listed)) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(String(fetchSite).toLowerCase())) return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const from = originHost(origin);
  return from === null || from.host !== ownHost(request, from.protocol);
}

/**
 * CSRF defence beside the SameSite=Lax session cookie: a change (any method but GET, HEAD, OPTIONS) sent by a browser
 * from another site or another of our apps, unless CORS_ORIGINS lists its origin, is refused with 403 before routing,
 * the session check or any handler.
 */
export default fp(async function sameOrigin(app: FastifyInstance, opts: { corsOrigins: readonly string[] }) {
  const listed = new Set(opts.corsOrigins);
  app.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method)) return;
    if (isCrossSite(request, listed)) throw notAllowed('CROSS_SITE', CROSS_SITE_MESSAGE);
  });
});
