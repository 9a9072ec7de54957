// What Caddy serves: each app on its own host name, /api on every host balanced over the replicas.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { root } from '../run.mjs';
import { request } from './client.mjs';
import { APPS, sleep } from './stack.mjs';

/** An app's host through Caddy (`shop`, `seller`, `admin`, `rider`), or the bare domain. */
export function front(stack, host) {
  const domain = stack.caddy.domain;
  return { port: stack.caddy.port, host: host ? `${host}.${domain}` : domain };
}

/** A replica's own address, bypassing Caddy. */
export function direct(replica) {
  return { port: replica.port, host: `127.0.0.1:${replica.port}` };
}

function expect(condition, message) {
  if (!condition) throw new Error(message);
}

/** The JSON log lines a replica has written so far. */
export function logLines(replica) {
  const lines = [];
  for (const line of readFileSync(replica.logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      lines.push(JSON.parse(line));
    } catch {
      // A line still being written.
    }
  }
  return lines;
}

/** Through Caddy as from a replica: API replies compressed by the replica, uploads cached as immutable. */
async function checkTransfer(stack) {
  const popular = await request(front(stack, 'shop'), 'GET', '/api/home/get-popular-products', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(popular.status === 200 && popular.headers['content-encoding'] === 'br', `an API reply is not sent in Brotli (${popular.headers['content-encoding']})`);
  expect(JSON.parse(brotliDecompressSync(popular.bytes).toString()).success === true, 'the Brotli API reply does not unpack to its JSON');
  // Written where the replicas keep uploads (the shared folder), under a name as an upload's: never reused.
  const uploads = path.join(stack.dir, 'data', 'uploads', 'topology');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(path.join(uploads, 'front-check.webp'), Buffer.from('RIFF\0\0\0\0WEBP'));
  const upload = await request(front(stack, 'shop'), 'GET', '/uploads/topology/front-check.webp');
  const cacheControl = upload.headers['cache-control'];
  expect(upload.status === 200 && cacheControl === 'public, max-age=31536000, immutable', `an upload is served with ${upload.status} ${cacheControl}`);
}

/** A page rendered on the server from `index`: the build's head, content in #root and the page's data after it. */
function isRenderedFrom(index, body) {
  const head = index.slice(index.indexOf('<head>'), index.indexOf('</head>'));
  return typeof body === 'string' && body.includes(head) && /<div id="root"><[^/]/.test(body) && body.includes('<script type="application/json" id="page-data">');
}

export async function checkFront(stack) {
  for (const [host, app] of Object.entries(APPS)) {
    const index = readFileSync(path.join(root, 'apps', app, 'dist', 'index.html'), 'utf8');
    const home = await request(front(stack, host), 'GET', '/', { headers: { accept: 'text/html' } });
    if (host === 'shop') {
      // The customer app's pages are rendered by a replica, from the same build Caddy serves the files of.
      for (const [page, status] of [['/', 200], ['/products/restaurants', 200], ['/no-such-page', 404]]) {
        const rendered = page === '/' ? home : await request(front(stack, host), 'GET', page, { headers: { accept: 'text/html' } });
        expect(rendered.status === status && isRenderedFrom(index, rendered.body), `shop: ${page} is not a page rendered from ${app}'s build (status ${rendered.status})`);
      }
    } else {
      expect(home.status === 200 && home.body === index, `${host}: / is not ${app}'s index.html (status ${home.status})`);
      const deep = await request(front(stack, host), 'GET', '/orders/some-page', { headers: { accept: 'text/html' } });
      expect(deep.status === 200 && deep.body === index, `${host}: a page's path does not fall back to index.html`);
    }
    const asset = index.match(/\/assets\/[^"']+\.js/)?.[0];
    if (asset) {
      const res = await request(front(stack, host), 'GET', asset);
      expect(res.status === 200 && /immutable/.test(res.headers['cache-control'] ?? ''), `${host}: ${asset} is not served as immutable`);
      // The build's Brotli copy goes to a browser that accepts it, and unpacks to the asset itself.
      const packed = await request(front(stack, host), 'GET', asset, { headers: { 'accept-encoding': 'br, gzip' } });
      const original = readFileSync(path.join(root, 'apps', app, 'dist', asset));
      expect(packed.headers['content-encoding'] === 'br', `${host}: ${asset} is not sent from its Brotli copy (${packed.headers['content-encoding']})`);
      expect(brotliDecompressSync(packed.bytes).equals(original), `${host}: ${asset}'s Brotli copy is not the asset`);
    }
    const health = await request(front(stack, host), 'GET', '/api/health');
    expect(health.status === 200 && health.body?.database === 'up', `${host}: /api/health answered ${health.status}`);
  }
  await checkTransfer(stack);
  // Caddy waits for its first active health checks before it balances over both.
  await sleep(1_500);
}

/** Waits until Caddy sends requests to every replica again (after its health checks saw a restarted one). */
export async function untilBalanced(stack, timeoutMs = 20_000) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      return await servedBy(stack);
    } catch (err) {
      if (performance.now() > deadline) throw err;
      await sleep(500);
    }
  }
}

/** Sends `n` requests through Caddy and finds each one's replica by the request id in the replicas' log lines. */
export async function servedBy(stack, n = 20) {
  const ids = [];
  for (let i = 0; i < n; i++) {
    const res = await request(front(stack, 'shop'), 'GET', '/api/app-config');
    expect(res.status === 200, `GET /api/app-config through Caddy answered ${res.status}`);
    const id = res.headers['x-request-id'];
    expect(typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id), `the reply carries no request id from Caddy (got ${id})`);
    ids.push(id);
  }
  await sleep(300);
  const counts = stack.replicas.map((r) => {
    const seen = new Set(logLines(r).map((l) => l.reqId));
    return { name: r.name, n: ids.filter((id) => seen.has(id)).length };
  });
  const total = counts.reduce((s, c) => s + c.n, 0);
  expect(total === n, `only ${total} of ${n} request ids appear in the replicas' logs`);
  expect(
    counts.every((c) => c.n > 0),
    `Caddy did not balance: ${counts.map((c) => `${c.name} ${c.n}`).join(', ')}`,
  );
  return counts.map((c) => `${c.n} of ${n} requests by ${c.name}`).join(', ');
}
