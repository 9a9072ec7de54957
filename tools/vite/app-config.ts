import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export type WebAppOptions = {
  /** The app's installable name and short name. */
  name: string;
  shortName: string;
  description: string;
  themeColor: string;
  /** Port of `vite dev`; the API runs on 8080 and is proxied. */
  devPort: number;
};

/** The one Vite setup the four web apps share: React, PWA with /service-worker.js, API proxy in dev. */
export function webAppConfig(opts: WebAppOptions): UserConfig {
  return defineConfig({
    plugins: [
      react(),
      VitePWA({
        registerType: 'autoUpdate',
        injectRegister: 'script',
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
    ],
    server: {
      port: opts.devPort,
      proxy: { '/api': 'http://localhost:8080', '/uploads': 'http://localhost:8080', '/demo-images': 'http://localhost:8080' },
    },
    build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  });
}
