import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, appUrl, type AppHost } from '../support/hosts';

// Web Push in Chromium: the apps' service worker shows what a push service delivers and leads a tap to its page;
// the prompt asks after sign-in, never on the first load. No push service is reachable here: a push is delivered
// to the worker through the DevTools protocol, as a push service's would be.

const APPS: { host: AppHost; title: string }[] = [
  { host: 'shop', title: 'Nukkad' },
  { host: 'seller', title: 'Nukkad Seller' },
  { host: 'rider', title: 'Nukkad Rider' },
];

/** The id DevTools gives the service worker registered for the app's origin. */
async function registrationIdOf(context: BrowserContext, page: Page, origin: string): Promise<{ send: (method: string, params: object) => Promise<unknown>; id: string }> {
  const cdp = await context.newCDPSession(page);
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return { send: (method, params) => cdp.send(method as 'ServiceWorker.deliverPushMessage', params as never), id: await found };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url })),
  );

for (const { host, title } of APPS) {
  test(`${host}.localhost shows a delivered push as a notification that leads to its page`, async ({ page, context }) => {
    const origin = appUrl(host, '').replace(/\/$/, '');
    await context.grantPermissions(['notifications'], { origin });
    await page.goto(appUrl(host, '/'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const worker = await registrationIdOf(context, page, origin);
    const push = { title, body: `Order #PUSH${host.length}: a test push`, url: '/some/page?x=1' };
    await worker.send('ServiceWorker.deliverPushMessage', { origin, registrationId: worker.id, data: JSON.stringify(push) });
    await expect.poll(() => shownNotifications(page)).toContainEqual(push);
  });
}

test('the seller is asked about notifications after signing in, not on the first load, and turning them on subscribes or says why not', async ({ page, context }) => {
  await page.goto(appUrl('seller', '/seller-login'));
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const prompt = page.getByRole('region', { name: 'Turn on notifications?' });
  await page.waitForTimeout(500);
  await expect(prompt).toHaveCount(0);

  await page.getByLabel('Phone').fill(DEMO.seller.phone);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.seller.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(prompt).toBeVisible();
  await expect(prompt).toContainText('Hear of each new order at once');

  // The browser's own question is answered "Allow" (a person's tap on it).
  await context.grantPermissions(['notifications'], { origin: appUrl('seller', '').replace(/\/$/, '') });
  const subscribed = page.waitForResponse((r) => r.url().endsWith('/api/push/subscribe') && r.request().method() === 'POST', { timeout: 15_000 }).catch(() => null);
  await prompt.getByRole('button', { name: 'Turn on' }).click();
  // With a push service: the device's subscription is posted and the prompt says so. Without one (this machine has
  // no internet), the browser's subscribe fails and the prompt says so in plain words.
  const outcome = await Promise.race([
    page.getByText('Notifications are on for this device.').waitFor().then(() => 'subscribed' as const),
    prompt.getByRole('alert').waitFor().then(() => 'refused' as const),
  ]);
  if (outcome === 'subscribed') {
    expect((await subscribed)?.status()).toBe(200);
  } else {
    await expect(prompt.getByRole('alert')).toHaveText('This browser could not turn on notifications just now. Check your connection and try again later.');
  }
  test.info().annotations.push({ type: 'pushManager.subscribe', description: outcome });
});

test('turning notifications on hands the device’s subscription to the API', async ({ page, context }) => {
  // The browser's subscribe needs its push service, out of reach here: it answers as it would, with a subscription
  // on a loopback port nothing listens on (a push to it fails at once, on this machine).
  await page.addInitScript(() => {
    const subscription = {
      endpoint: 'http://127.0.0.1:9/e2e-device',
      toJSON: () => ({ endpoint: 'http://127.0.0.1:9/e2e-device', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } }),
    };
    let subscribed = false;
    PushManager.prototype.subscribe = async function subscribe() {
      subscribed = true;
      return subscription as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return subscribed ? (subscription as unknown as PushSubscription) : null;
    };
  });
  await page.goto(appUrl('rider', '/delivery/login'));
  await page.getByLabel('Phone').fill(DEMO.rider.phone);
  await page.getByLabel('Password').fill(DEMO.rider.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const prompt = page.getByRole('region', { name: 'Turn on notifications?' });
  await expect(prompt).toContainText('Hear of new orders and of orders assigned to you');
  await context.grantPermissions(['notifications'], { origin: appUrl('rider', '').replace(/\/$/, '') });
  const posted = page.waitForResponse((r) => r.url().endsWith('/api/push/subscribe') && r.request().method() === 'POST');
  await prompt.getByRole('button', { name: 'Turn on' }).click();
  const reply = await posted;
  expect(reply.status()).toBe(200);
  expect(reply.request().postDataJSON()).toEqual({ endpoint: 'http://127.0.0.1:9/e2e-device', keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } });
  await expect(page.getByText('Notifications are on for this device.')).toBeVisible();
});
