import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './precompress';

export type WebAppOptions = {
  /** The app's installable name and short name. */
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  /** Port of `vite dev`; the API runs on 8080 and is proxied. */
  devPort: number;
};

/**
 * The shared libraries' modules only define things (no work on import, their CSS aside, which the apps import by name):
 * a page's chunk keeps the exports it uses, not every module a barrel re-exports, so zod and unused schemas stay out.
 */
const SHARED_LIB_SOURCE = /\/libs\/(?:contracts|pricing|api-client|ui)\/src\/.*\.tsx?$/;
const sharedLibsAreSideEffectFree = (id: string) => (SHARED_LIB_SOURCE.test(id) ? false : undefined);
/** Shared-library code that pages have in common, save the barrels, which would bring every module along. */
const pageSharedLibCode = (id: string) => SHARED_LIB_SOURCE.test(id) && !/[\\/]index\.ts$/.test(id);

/** The one Vite setup the four web apps share: React, PWA with /service-worker.js, API proxy in dev. */
export function webAppConfig(opts: WebAppOptions): UserConfig {
  return defineConfig({
    plugins: [
      react(),
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
        workbox: {
          navigateFallback: '/index.html',
          navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//, /^\/demo-images\//],
          runtimeCaching: [
            {
              urlPattern: ({ url }) => url.pathname.startsWith('/uploads/') || url.pathname.startsWith('/demo-images/'),
              handler: 'CacheFirst',
              options: { cacheName: 'uploads', expiration: { maxEntries: 300, maxAgeSeconds: 7 * 24 * 3600 } },
            },
          ],
        },
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
              // The pages' common library code in one chunk rather than a dozen tiny ones, each a request of its own.
              { name: 'shared', test: pageSharedLibCode, minShareCount: 2 },
            ],
          },
        },
      },
    },
  });
}
