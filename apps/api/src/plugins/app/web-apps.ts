import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';

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

function landingPage(request: FastifyRequest): string {
  const host = request.host;
  const links = Object.entries(APP_BY_HOST_LABEL)
    .map(
      ([label, app]) =>
        `<li><a href="${request.protocol}://${label}.${host}/"><strong>${app.title}</strong><span>${app.description}</span><code>${label}.${host}</code></a></li>`,
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

/** Serves the four built apps by host, with an SPA fallback, and the uploads folder. */
export default fp(async function webApps(app: FastifyInstance, opts: { config: Config }) {
  const distOf = (label: HostLabel) =>
    path.resolve(opts.config.webDistDir ?? appsRoot, opts.config.webDistDir ? APP_BY_HOST_LABEL[label].dir : `${APP_BY_HOST_LABEL[label].dir}/dist`);
  const uploadsDir = path.resolve(opts.config.dataDir, 'uploads');

  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    maxAge: '7d',
  });
  await app.register(fastifyStatic, { root: appsRoot, serve: false });

  async function serveApp(request: FastifyRequest, reply: FastifyReply) {
    const label = hostLabel(request);
    if (!label) return reply.type('text/html').send(landingPage(request));
    const dist = distOf(label);
    if (!existsSync(path.join(dist, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain')
        .send(`The ${APP_BY_HOST_LABEL[label].dir} app is not built yet. Run "npm start" (it builds the apps) and reload.`);
    }
    const urlPath = decodeURIComponent(request.url.split('?')[0]!);
    const file = path.normalize(path.join(dist, urlPath));
    const inside = file.startsWith(dist + path.sep);
    const isFile = inside && (await stat(file).then((s) => s.isFile()).catch(() => false));
    if (isFile) {
      const rel = path.relative(dist, file);
      // Hashed assets never change; everything else (index.html, service worker, manifest) must revalidate.
      const immutable = rel.startsWith(`assets${path.sep}`);
      return reply.sendFile(rel, dist, { maxAge: immutable ? '365d' : 0, immutable });
    }
    if (urlPath.startsWith('/api/') || path.extname(urlPath)) {
      return reply.code(404).send({ success: false, message: 'Not found' });
    }
    return reply.sendFile('index.html', dist, { maxAge: 0 });
  }

  app.get('/', serveApp);
  app.get('/*', serveApp);
});
