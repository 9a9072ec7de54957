import { expect, test } from '../support/test';
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

// Pages come from the server while it answers; offline, the service worker shows the app from its precached shell.
for (const { host } of APPS) {
  test(`${host}.localhost asks the server for pages first, and still opens offline`, async ({ page, context }) => {
    await page.goto(appUrl(host, '/'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The first visit installs the worker; from the next page on it answers this tab's navigations.
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The server's own answer, not the shell: a file the app does not have is its 404.
    const missing = await page.goto(appUrl(host, '/no-such-file.txt'));
    expect(missing?.status()).toBe(404);

    await context.setOffline(true);
    try {
      const offline = await page.goto(appUrl(host, '/'));
      expect(offline?.status()).toBe(200);
      expect(offline?.fromServiceWorker()).toBe(true);
      await expect(page.locator('#root > :visible').first()).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
}
