/** What the browser offers: push, push only once the app is installed (iPhone and iPad), or none. */
export type PushAvailability = 'supported' | 'install-first' | 'unsupported';

export type PushEnvironment = {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  /** iPhone, iPad (which says it is a Mac with a touch screen) or iPod. */
  isIos: boolean;
  /** Opened from the home screen (display-mode standalone). */
  isStandalone: boolean;
};

/** Safari on iOS offers push only to a web app added to the home screen and opened from there. */
export function pushAvailability(env: PushEnvironment): PushAvailability {
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'supported';
  if (env.isIos && !env.isStandalone) return 'install-first';
  return 'unsupported';
}

export function readPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    hasServiceWorker: 'serviceWorker' in nav,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    isIos: /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1),
    isStandalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

/** The calls the prompt makes to the API (the api-client's pushApi). */
export type PushApi = {
  getKey: () => Promise<string>;
  subscribe: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => Promise<unknown>;
};

/** A failure told in plain words. */
export class PushSetupError extends Error {
  override name = 'PushSetupError';
}

export const PUSH_BLOCKED_MESSAGE = 'Notifications are blocked for this site. Allow them in your browser’s site settings, then try again.';
export const PUSH_FAILED_MESSAGE = 'This browser could not turn on notifications just now. Check your connection and try again later.';
const NO_WORKER_MESSAGE = 'The app is still getting ready on this device. Reload the page and try again.';
/** How long the prompt waits for the app's service worker to be active. */
const WORKER_WAIT_MS = 10_000;

const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushSetupError(NO_WORKER_MESSAGE)), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's subscription as the API takes it. */
function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) throw new PushSetupError(PUSH_FAILED_MESSAGE);
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/**
 * Asks the browser's permission (a tap must lead here), subscribes this device with the API's key and hands the
 * subscription to the API. Throws a PushSetupError with a plain message when anything refuses.
 */
export async function turnOnPush(api: PushApi): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(PUSH_BLOCKED_MESSAGE);
  try {
    const registration = await activeRegistration();
    const existing = await registration.pushManager.getSubscription();
    const subscription =
      existing ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: fromBase64Url(await api.getKey()) }));
    await api.subscribe(subscriptionBody(subscription));
  } catch (err) {
    if (err instanceof PushSetupError) throw err;
    throw new PushSetupError(PUSH_FAILED_MESSAGE);
  }
}

/**
 * With permission already given, hands this device's subscription to the API again (quietly): after a sign-in, as
 * signing out removed it, or when another account used this device last.
 */
export async function renewPush(api: PushApi): Promise<void> {
  if (Notification.permission !== 'granted') return;
  const registration = await activeRegistration();
  const subscription = await registration.pushManager.getSubscription();
  if (subscription) await api.subscribe(subscriptionBody(subscription));
}
