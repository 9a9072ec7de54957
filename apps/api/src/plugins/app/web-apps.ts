import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { DEMO_IMAGES_PATH } from '../../seed/demo-data';
import { declareScopeAccess } from './access';
import { createPageRenderer } from './page-renderer';

/** The first label of the host picks the app, so any domain works. */
export const APP_BY_HOST_LABEL = {
  shop: { dir: 'customer-web', title: 'Shop', description: 'Order food and groceries from nearby shops' },
  seller: { dir: 'seller-web', title: 'Seller', description: 'Run your shop and confirm orders' },
  admin: { dir: 'admin-web', title: 'Admin', description: 'Oversee orders, sellers, users and partners' },
  rider: { dir: 'delivery-web', title: 'Rider', description: 'Pick up, deliver and collect cash' },
} as const;
type HostLabel = keyof typeof APP_BY_HOST_LABEL;

const appsRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function hostLabel(request: FastifyRequest): HostLabel | null {
  const label = request.hostname.split(':')[0]!.split('.')[0]!.toLowerCase();
  return label in APP_BY_HOST_LABEL ? (label as HostLabel) : null;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/** Only what uploads produce: never SVG, HTML or anything a browser could run. */
const UPLOAD_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);
/** The seeder's generated pictures live in this folder of the uploads and are served apart, at DEMO_IMAGES_PATH. */
const DEMO_IMAGES = 'demo';

const hasDotSegment = (pathName: string) => pathName.split('/').some((segment) => segment.startsWith('.'));

/** An /api path, however it is spelt (`/%61pi/…`, `/API/…`): answered by the API's JSON 404, never by a page. */
function isApiPath(url: string): boolean {
  const raw = url.split('?')[0]!;
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // Malformed escapes: judge the raw spelling.
  }
  return /^\/+api(\/|$)/i.test(decoded);
}

function landingPage(request: FastifyRequest): string {
  // The Host header is the client's to choose: it is printed only escaped.
  const host = escapeHtml(request.host);
  const protocol = escapeHtml(request.protocol);
  const links = Object.entries(APP_BY_HOST_LABEL)
    .map(
      ([label, app]) =>
        `<li><a href="${protocol}://${label}.${host}/"><strong>${app.title}</strong><span>${app.description}</span><code>${label}.${host}</code></a></li>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Nukkad</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#fff7f0;color:#222}main{max-width:720px;margin:0 auto;padding:48px 20px}
h1{color:#b8460b;margin:0 0 4px}ul{list-style:none;padding:0;display:grid;gap:12px}
a{display:grid;gap:2px;padding:16px;border:1px solid #f0c9a8;border-radius:12px;background:#fff;color:inherit;text-decoration:none}
a:hover,a:focus-visible{border-color:#b8460b;outline:2px solid #b8460b}span{color:#555}code{color:#b8460b}
</style></head><body><main><h1>Nukkad</h1><p>Your neighbourhood, delivered. Pick an app:</p><ul>${links}</ul>
<p><a href="/api/docs"><strong>API documentation</strong><span>OpenAPI for every call</span></a></p></main></body></html>`;
}

/** Serves the four built apps by host, with an SPA fallback, and the uploads folder; every route here is public. */
export default fp(async function webApps(app: FastifyInstance, opts: { config: Config }) {
  const distOf = (label: HostLabel) =>
    path.resolve(opts.config.webDistDir ?? appsRoot, opts.config.webDistDir ? APP_BY_HOST_LABEL[label].dir : `${APP_BY_HOST_LABEL[label].dir}/dist`);
  const uploadsDir = path.resolve(opts.config.dataDir, 'uploads');
  // The customer app's pages are rendered here from its server bundle: dist-server/ beside its dist/, or
  // customer-web-server/ beside customer-web/ in WEB_DIST_DIR.
  const shopServerBundle = opts.config.webDistDir
    ? path.resolve(opts.config.webDistDir, `${APP_BY_HOST_LABEL.shop.dir}-server`)
    : path.resolve(appsRoot, APP_BY_HOST_LABEL.shop.dir, 'dist-server');
  const renderShopPage = createPageRenderer(app, { dist: distOf('shop'), serverBundle: shopServerBundle });

  const nosniff = (reply: FastifyReply) => reply.header('X-Content-Type-Options', 'nosniff');
  await app.register(async function uploads(scope) {
    declareScopeAccess(scope, 'public');
    await scope.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      // An upload's name is 128 random bits, written once and never overwritten (image-uploads.ts, file-store.ts `wx`).
      maxAge: '365d',
      immutable: true,
      index: false,
      redirect: false,
      dotfiles: 'deny',
      allowedPath: (pathName) =>
        !hasDotSegment(pathName) && UPLOAD_EXTENSIONS.has(path.extname(pathName).toLowerCase()),
      setHeaders: nosniff,
    });
    // Generated by the seeder, never by an upload, and outside /uploads/; sandboxed so not even a crafted one could run script.
    await scope.register(fastifyStatic, {
      root: path.join(uploadsDir, DEMO_IMAGES),
      prefix: DEMO_IMAGES_PATH,
      decorateReply: false,
      maxAge: '7d',
      index: false,
      redirect: false,
      dotfiles: 'deny',
      allowedPath: (pathName) => /^\/[a-z0-9-]+\.svg$/.test(pathName),
      setHeaders: (reply) => {
        nosniff(reply);
        reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      },
    });
  });
  // The builds carry .br and .gz copies of their text files (tools/vite/precompress.ts): sent to browsers that accept them.
  await app.register(fastifyStatic, { root: appsRoot, serve: false, preCompressed: true });

  async function serveApp(request: FastifyRequest, reply: FastifyReply) {
    if (isApiPath(request.url)) return reply.callNotFound();
    const label = hostLabel(request);
    if (!label) return reply.type('text/html').send(landingPage(request));
    const dist = distOf(label);
    if (!existsSync(path.join(dist, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain')
        .send(`The ${APP_BY_HOST_LABEL[label].dir} app is not built yet. Run "npm start" (it builds the apps) and reload.`);
    }
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0]!);
    } catch {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    const file = path.normalize(path.join(dist, urlPath));
    const inside = file.startsWith(dist + path.sep);
    const isFile = inside && (await stat(file).then((s) => s.isFile()).catch(() => false));
    if (isFile) {
      const rel = path.relative(dist, file);
      // Hashed assets never change; everything else (index.html, service worker, manifest) must revalidate.
      const immutable = rel.startsWith(`assets${path.sep}`);
      return reply.sendFile(rel, dist, { maxAge: immutable ? '365d' : 0, immutable });
    }
    if (path.extname(urlPath)) return reply.code(404).send({ success: false, message: 'Not found' });
    if (label === 'shop' && (await renderShopPage(request, reply))) return reply;
    return reply.sendFile('index.html', dist, { maxAge: 0 });
  }

  app.get('/', { config: { access: 'public' } }, serveApp);
  app.get('/*', { config: { access: 'public' } }, serveApp);
});
