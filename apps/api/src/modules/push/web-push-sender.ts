import { loadWebPush } from './web-push-library';
import type { VapidKeys } from '../../config';
import type { PushSend } from './send-pushes';

/** A push service that has not answered in this long is counted unreachable; the delivery is tried again later. */
export const PUSH_SEND_TIMEOUT_MS = 10_000;

/** What a subscription whose keys cannot encrypt a push counts as: a request the push service would refuse. */
export const UNUSABLE_SUBSCRIPTION = 400;

/**
 * Sends through the Web Push protocol as the `web-push` library builds it: the payload encrypted for the
 * subscription (RFC 8291, aes128gcm), signed with the VAPID keys (RFC 8292), with TTL and Urgency headers. The
 * request itself goes through fetch, with a timeout (the library's own sender speaks https only).
 */
export function webPushSender(keys: VapidKeys): PushSend {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (target, payload, options) => {
    const webpush = await loadWebPush();
    let request: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      request = webpush.generateRequestDetails(target, payload, { vapidDetails, TTL: options.ttl, urgency: options.urgency, contentEncoding: 'aes128gcm' });
    } catch {
      // Keys no push can be encrypted for (not a P-256 point): as a refused push, given up at once, never retried.
      return { status: UNUSABLE_SUBSCRIPTION };
    }
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        signal: AbortSignal.timeout(PUSH_SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch {
      return { status: null };
    }
  };
}
