// What the service worker does with a push and with a tap on its notification, as plain functions (tested on their
// own); push-service-worker.ts only hands them the worker's events.

/** A window of the app, as the service worker's Clients API lists it. */
export type AppWindow = { url: string; focused?: boolean };

/** What a tap does: bring a window of the app forward (and show the page there), or open a new one. */
export type ClickPlan = { action: 'focus'; index: number; url: string; navigate: boolean } | { action: 'open'; url: string };

/** The page a notification leads to, on the app's own origin: anything else (another site, nothing) is the app's home. */
export function targetUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string' || url === '') return `${origin}/`;
  try {
    const resolved = new URL(url, `${origin}/`);
    return resolved.origin === origin ? resolved.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

/**
 * A tap on a notification: a window already showing its page is brought forward; otherwise the focused window of the
 * app (else its first) is brought forward and sent to the page; with no window of the app open, one is opened.
 */
export function notificationClickPlan(url: unknown, origin: string, windows: readonly AppWindow[]): ClickPlan {
  const target = targetUrl(url, origin);
  const ours = windows.map((w, index) => ({ ...w, index })).filter((w) => targetUrl(w.url, origin) === w.url);
  const showing = ours.find((w) => w.url === target);
  if (showing) return { action: 'focus', index: showing.index, url: target, navigate: false };
  const chosen = ours.find((w) => w.focused) ?? ours[0];
  if (chosen) return { action: 'focus', index: chosen.index, url: target, navigate: true };
  return { action: 'open', url: target };
}

/** A push as shown: the API sends JSON `{ title, body, url }`; anything else is shown as plain text from the app. */
export type ShownPush = { title: string; body: string; url: string };

export function readPush(text: string | null | undefined, appName: string): ShownPush {
  try {
    const data = JSON.parse(text ?? '') as Partial<Record<keyof ShownPush, unknown>>;
    if (typeof data.body === 'string') {
      return { title: typeof data.title === 'string' ? data.title : appName, body: data.body, url: typeof data.url === 'string' ? data.url : '/' };
    }
  } catch {
    // Not JSON: shown as it came.
  }
  return { title: appName, body: text ?? '', url: '/' };
}
