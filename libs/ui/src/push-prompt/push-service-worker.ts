// The push handlers every app's service worker imports (built to /push-worker.js by tools/vite/app-config.ts and
// loaded with importScripts beside Workbox's precaching): a push shows a notification; a tap on it opens its page.
import { notificationClickPlan, readPush } from './notification-click';

// The few parts of the service worker's global scope used here (the DOM library the shared kit compiles with has no
// ServiceWorkerGlobalScope).
type WindowClient = { url: string; focused: boolean; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> };
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type PushEvent = ExtendableEvent & { data: { text(): string } | null };
type NotificationEvent = ExtendableEvent & { notification: Notification };
type Worker = {
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
};

const worker = self as unknown as Worker;
/** The app's name, from its manifest's title as the page shows it; used when a push carries no title. */
const APP_NAME = 'Nukkad';

worker.addEventListener('push', (event) => {
  const push = readPush(event.data?.text(), APP_NAME);
  event.waitUntil(worker.registration.showNotification(push.title, { body: push.body, data: { url: push.url }, icon: '/icons/icon-192.png', badge: '/icons/icon-192.png' }));
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const plan = notificationClickPlan((event.notification.data as { url?: unknown } | null)?.url, worker.location.origin, windows);
      if (plan.action === 'open') return worker.clients.openWindow(plan.url);
      const client = windows[plan.index]!;
      await client.focus();
      // A window the worker does not control cannot be navigated from here: a new one shows the page instead.
      if (plan.navigate) await client.navigate(plan.url).catch(() => worker.clients.openWindow(plan.url));
    })(),
  );
});
