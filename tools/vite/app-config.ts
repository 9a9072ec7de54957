import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build as esbuild } from 'esbuild';
import { defineConfig, type HtmlTagDescriptor, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import type { GenerateSWOptions, RuntimeCaching } from 'workbox-build';
import { precompress } from './precompress';

export type WebAppOptions = {
  /** The app's installable name and short name. */
  name: string;
  shortName: string;
  /** The page's title before the app sets its own; the app's name when not given. */
  title?: string;
  /** Said by the page's description and the install manifest. */
  description: string;
  themeColor: string;
  /** What a browser without JavaScript shows. */
  noScript?: string;
  /** Port of `vite dev`; the API runs on 8080 and is proxied. */
  devPort: number;
};

/**
 * `vite build --ssr <entry>`: the app's pages as the API renders them, one self-contained ES module in dist-server/
 * (its packages bundled in, so the API image needs none of the web's), with no service worker and no precompression.
 */
function serverBuild(): UserConfig {
  return {
    plugins: [react()],
    // React's production build, as in the browser's bundle, whatever NODE_ENV the API runs under.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    ssr: { noExternal: true, target: 'node' },
    build: { outDir: 'dist-server', emptyOutDir: true, sourcemap: true, copyPublicDir: false },
  };
}

/**
 * The shared libraries' modules only define things (no work on import, their CSS aside, which the apps import by name):
 * a page's chunk keeps the exports it uses, not every module a barrel re-exports, so zod and unused schemas stay out.
 */
const SHARED_LIB_SOURCE = /\/libs\/(?:contracts|pricing|api-client|ui)\/src\/.*\.tsx?$/;
const sharedLibsAreSideEffectFree = (id: string) => (SHARED_LIB_SOURCE.test(id) ? false : undefined);
/** Shared-library code that pages have in common, save the barrels, which would bring every module along. */
const pageSharedLibCode = (id: string) => SHARED_LIB_SOURCE.test(id) && !/[\\/]index\.ts$/.test(id);

/** The contracts' modules of plain values: those the light entry (`@nukkad/contracts/light`) re-exports. */
const LIGHT_CONTRACTS = new Set(
  [...readFileSync(new URL('../../libs/contracts/src/light.ts', import.meta.url), 'utf8').matchAll(/from '\.\/([\w-]+)'/g)].map((m) => m[1]),
);
/** zod and the contracts' schemas: only forms and the checks that use them need these, never the page's first script. */
const schemaCode = (id: string) => {
  if (/[\\/]node_modules[\\/]zod[\\/]/.test(id)) return true;
  const contract = /\/libs\/contracts\/src\/([\w-]+)\.ts$/.exec(id)?.[1];
  return contract !== undefined && !['index', 'light'].includes(contract) && !LIGHT_CONTRACTS.has(contract);
};

/** The head every app's index.html shares, written from the app's options so that no app keeps a copy of it. */
function appHead(opts: WebAppOptions): Plugin {
  const meta = (name: string, content: string): HtmlTagDescriptor => ({ tag: 'meta', attrs: { name, content }, injectTo: 'head-prepend' });
  return {
    name: 'nukkad-app-head',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
      meta('viewport', 'width=device-width, initial-scale=1, viewport-fit=cover'),
      meta('theme-color', opts.themeColor),
      meta('description', opts.description),
      { tag: 'link', attrs: { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }, injectTo: 'head' },
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/icon-192.png' }, injectTo: 'head' },
      { tag: 'title', children: opts.title ?? opts.name, injectTo: 'head' },
      ...(opts.noScript ? [{ tag: 'noscript', children: opts.noScript, injectTo: 'body-prepend' } satisfies HtmlTagDescriptor] : []),
    ],
  };
}

/** How long a page navigation waits for the server before the precached app shell is shown instead. */
export const PAGE_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * Page navigations go to the network first. Offline, or with no answer within the timeout, the precached app shell is
 * shown; no server page is kept, since one from an earlier build would name assets that build's update removed.
 * Workbox writes these functions into the service worker as their source: they may use nothing but its globals.
 */
export const pageNavigations = {
  urlPattern: ({ request, url }: { request: Request; url: URL }) =>
    request.mode === 'navigate' && !/^\/(?:api|uploads|demo-images)\//.test(url.pathname),
  handler: 'NetworkFirst',
  options: {
    cacheName: 'pages',
    networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      {
        cacheWillUpdate: async () => null,
        // The pages cache stays empty, so its every lookup is answered by the precached shell (keyed with its revision in
        // the query, hence found by path alone).
        cachedResponseWillBeUsed: async () => (await caches.match('/index.html', { ignoreSearch: true })) ?? null,
      },
    ],
  },
} satisfies RuntimeCaching;

/** The push handlers (shown notifications, taps on them), one source for every app, built beside its service worker. */
const PUSH_WORKER_SOURCE = fileURLToPath(new URL('../../libs/ui/src/push-prompt/push-service-worker.ts', import.meta.url));
export const PUSH_WORKER_FILE = 'push-worker.js';

/** Builds the push handlers into the app as /push-worker.js, a classic script the generated service worker imports. */
function pushWorker(): Plugin {
  return {
    name: 'nukkad-push-worker',
    apply: 'build',
    async generateBundle() {
      const built = await esbuild({ entryPoints: [PUSH_WORKER_SOURCE], bundle: true, write: false, format: 'iife', minify: true, target: 'es2020', legalComments: 'none' });
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: built.outputFiles[0]!.text });
    },
  };
}

/** What the service worker answers beside the precached build: page navigations network-first, uploads cache-first. */
export const serviceWorkerCaching = {
  // Pages come from the server (the customer app's are rendered there); the precached shell only stands in for it.
  navigateFallback: null,
  // Beside Workbox's precaching and routes: the push and notificationclick handlers (resolved next to the worker).
  importScripts: [PUSH_WORKER_FILE],
  runtimeCaching: [
    pageNavigations,
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/demo-images/'),
      handler: 'CacheFirst',
      options: { cacheName: 'uploads', expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 } },
    },
  ],
} satisfies Partial<GenerateSWOptions>;

/** The one Vite setup the four web apps share: React, PWA with /service-worker.js, API proxy in dev. */
export function webAppConfig(opts: WebAppOptions) {
  return defineConfig(({ command, isSsrBuild }) => {
    const config = isSsrBuild ? serverBuild() : browserBuild(opts);
    return command === 'build' ? { ...config, resolve: { alias: reactRouterProduction } } : config;
  });
}

/**
 * React Router's package points every import at its development build, whose warnings cost the page's first script
 * work and size; a build takes its production build, which differs only in those warnings being off.
 */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
  { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('../../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

function browserBuild(opts: WebAppOptions): UserConfig {
  return {
    plugins: [
      appHead(opts),
      react(),
      pushWorker(),
      VitePWA({
        registerType: 'autoUpdate',
        // Deferred: registering the service worker waits for the page anyway, so its script must not hold up the first paint.
        injectRegister: 'script-defer',
        filename: 'service-worker.js',
        includeAssets: ['favicon.svg', 'icons/*.png'],
        manifest: {
          name: opts.name,
          short_name: opts.shortName,
          description: opts.description,
          theme_color: opts.themeColor,
          background_color: '#ffffff',
          display: 'standalone',
          start_url: '/',
          scope: '/',
          icons: [
            { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
            { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          ],
        },
        workbox: serviceWorkerCaching,
      }),
      precompress(),
    ],
    server: {
      port: opts.devPort,
      proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080', '/demo-images': 'http://localhost:8080' },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      rolldownOptions: {
        treeshake: { moduleSideEffects: sharedLibsAreSideEffectFree },
        output: {
          codeSplitting: {
            groups: [
              // Everything the entry needs before the first paint in one chunk: one request, and one gzip stream compresses better.
              { name: 'initial', tags: ['$initial'] },
              // Schemas in a chunk of their own, or the shared chunk below would bring zod to every page.
              { name: 'schemas', test: schemaCode, includeDependenciesRecursively: false },
              // The pages' common library code in one chunk rather than a dozen tiny ones, each a request of its own.
              { name: 'shared', test: pageSharedLibCode, minShareCount: 2 },
            ],
          },
        },
      },
    },
  };
}
