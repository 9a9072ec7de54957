import { expect, test } from '@playwright/test';
import { appUrl, type AppHost } from '../support/hosts';

const APPS: { host: AppHost; name: string }[] = [
  { host: 'shop', name: 'Nukkad — Shop' },
  { host: 'seller', name: 'Nukkad Seller' },
  { host: 'admin', name: 'Nukkad Admin' },
  { host: 'rider', name: 'Nukkad Rider' },
];

// Each app is installable on its own host: its own manifest and icons, and a service worker at /service-worker.js.
for (const { host, name } of APPS) {
  test(`${host}.localhost is an installable app: ${name}`, async ({ page }) => {
    await page.goto(appUrl(host, '/'));
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBeTruthy();
    // Fetched from the page: Node cannot resolve *.localhost, the browser can.
    const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), manifestHref!);
    expect(manifest.name).toBe(name);
    expect(manifest.display).toBe('standalone');
    const iconType = await page.evaluate(async (src) => (await fetch(src)).headers.get('content-type'), manifest.icons[0].src as string);
    expect(iconType).toContain('image/png');

    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? null;
    });
    expect(scriptUrl).toBe(appUrl(host, '/service-worker.js'));
  });
}
