import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What the customer app's server bundle (apps/customer-web/src/entry-server.tsx) exports. */
interface ServerBundle {
  renderPage(request: {
    url: string;
    cookies: Record<string, string | undefined>;
    nonce: string;
    transport: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<
    | { kind: 'redirect'; status: number; location: string }
    | { kind: 'page'; status: number; theme: 'dark' | 'light'; body: Readable; data: string }
  >;
}

/** The built page around #root, split where the rendered app goes. */
interface Template {
  before: string;
  after: string;
  /** index.html's modification time: a new build is picked up without a restart. */
  builtAt: number;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** The page request an in-process API call is made for: its calls count against the visitor's own limits. */
const pageRequest = new AsyncLocalStorage<FastifyRequest>();

/** The `script-src` of a rendered page: the policy's own, plus this response's nonce. */
export function withNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, (_whole, start: string, sources: string) => `${start}script-src ${sources} 'nonce-${nonce}'`);
}

/**
 * Renders the customer app's pages on the server, from the build's server bundle and index.html. Without a server
 * bundle, or when a render fails, the page goes as the app's shell and the browser renders it alone.
 */
export function createPageRenderer(app: FastifyInstance, { dist, serverBundle }: { dist: string; serverBundle: string }) {
  const entry = path.join(serverBundle, 'entry-server.js');
  let bundle: Promise<ServerBundle> | null = null;
  let template: Template | null = null;

  async function currentTemplate(): Promise<Template> {
    const indexFile = path.join(dist, 'index.html');
    const builtAt = (await stat(indexFile)).mtimeMs;
    if (template?.builtAt === builtAt) return template;
    const html = await readFile(indexFile, 'utf8');
    const at = html.indexOf(ROOT_ELEMENT);
    if (at < 0) throw new Error('index.html has no empty #root element.');
    template = { before: html.slice(0, at + ROOT_ELEMENT.length - '</div>'.length), after: html.slice(at + ROOT_ELEMENT.length - '</div>'.length), builtAt };
    // A new build brings a new bundle too.
    bundle = null;
    return template;
  }

  // The API answers the page's loaders in-process: no socket, and the same validation, limits and replies as a browser's call.
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const visitor = pageRequest.getStore();
    const reply = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...(init.headers as Record<string, string>), ...(visitor ? { 'x-request-id': String(visitor.id) } : {}) },
      payload: init.body as string | undefined,
      remoteAddress: visitor?.ip,
    });
    return new Response(reply.rawPayload, { status: reply.statusCode, headers: { 'content-type': String(reply.headers['content-type'] ?? '') } });
  };

  /** Sends the rendered page; false when it could not be rendered (the caller sends the shell instead). */
  return async function renderPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (!existsSync(entry)) return false;
    try {
      const { before, after, builtAt } = await currentTemplate();
      // Named by the build's time: a module is loaded once per URL, and a rebuild must bring its own.
      bundle ??= import(`${pathToFileURL(entry).href}?built=${builtAt}`) as Promise<ServerBundle>;
      const { renderPage: render } = await bundle;
      const nonce = randomBytes(16).toString('base64');
      const page = await pageRequest.run(request, () =>
        render({ url: request.url, cookies: request.cookies ?? {}, nonce, transport }),
      );
      if (page.kind === 'redirect') {
        reply.redirect(page.location, page.status);
        return true;
      }
      const { theme, body, data, status } = page;
      // The theme is on <html> from the first byte: no flash of the other one.
      const head = before.replace('<html lang="en">', `<html lang="en" data-theme="${theme}" style="color-scheme:${theme}">`);
      const dataAt = after.indexOf('</div>') + '</div>'.length;
      async function* document() {
        yield head;
        for await (const chunk of body) yield chunk as Buffer;
        yield after.slice(0, dataAt) + data + after.slice(dataAt);
      }
      reply
        .code(status)
        .type('text/html; charset=utf-8')
        // Rendered for whoever asks, with no session in it; never kept, since the catalogue changes.
        .header('Cache-Control', 'no-cache')
        .header('Content-Security-Policy', withNonce(app.pageSecurityPolicy, nonce));
      await reply.send(Readable.from(document()));
      return true;
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'page render failed; sending the app shell');
      return false;
    }
  };
}

