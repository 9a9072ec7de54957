import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_NETWORK_TIMEOUT_SECONDS, pageNavigations, serviceWorkerCaching } from './app-config.ts';

const navigation = (path) => ({ request: { mode: 'navigate' }, url: new URL(path, 'https://shop.nukkad.in') });

describe('the service worker: page navigations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('go to the network first and wait for it three seconds', () => {
    expect(pageNavigations.handler).toBe('NetworkFirst');
    expect(PAGE_NETWORK_TIMEOUT_SECONDS).toBe(3);
    expect(pageNavigations.options.networkTimeoutSeconds).toBe(3);
  });

  it('take page loads of the app, never the API, uploads or demo pictures, nor requests that are not navigations', () => {
    for (const path of ['/', '/orders', '/products/groceries/Dairy%20%26%20Eggs', '/shop/abc?tab=menu']) {
      expect({ path, taken: pageNavigations.urlPattern(navigation(path)) }).toEqual({ path, taken: true });
    }
    for (const path of ['/api/auth/me', '/uploads/2026/01/ab12.webp', '/demo-images/dosa.svg']) {
      expect({ path, taken: pageNavigations.urlPattern(navigation(path)) }).toEqual({ path, taken: false });
    }
    expect(pageNavigations.urlPattern({ request: { mode: 'cors' }, url: new URL('https://shop.nukkad.in/orders') })).toBe(false);
  });

  it('keep no server page, and stand in for the server with the precached shell, found whatever its revision', async () => {
    const [plugin] = pageNavigations.options.plugins;
    expect(await plugin.cacheWillUpdate({ response: new Response('<html>a page</html>') })).toBeNull();
    const shell = new Response('<!doctype html><div id="root"></div>');
    const match = vi.fn(async (url, options) => (url === '/index.html' && options?.ignoreSearch ? shell : undefined));
    vi.stubGlobal('caches', { match });
    expect(await plugin.cachedResponseWillBeUsed({ cachedResponse: undefined })).toBe(shell);
    match.mockResolvedValue(undefined);
    expect(await plugin.cachedResponseWillBeUsed({ cachedResponse: undefined })).toBeNull();
  });

  it('are the only navigation route: no navigation fallback answers from the precache before the network is tried', () => {
    expect(serviceWorkerCaching.navigateFallback).toBeNull();
    const navigations = serviceWorkerCaching.runtimeCaching.filter((route) => route.urlPattern(navigation('/orders')));
    expect(navigations).toEqual([pageNavigations]);
  });
});
