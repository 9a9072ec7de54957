import type { messageReplySchema, PushSubscribeBody, pushKeyReplySchema } from '@nukkad/contracts';
import { request } from '../http';

/** GET /api/push/key: the key a browser subscribes with (PushManager.subscribe's applicationServerKey). */
export const getPushKey = async (signal?: AbortSignal) => (await request<typeof pushKeyReplySchema>('/push/key', { signal })).publicKey;

/** POST /api/push/subscribe: this device receives the signed-in account's notifications. */
export const subscribeToPush = (subscription: PushSubscribeBody) =>
  request<typeof messageReplySchema>('/push/subscribe', { method: 'POST', body: { endpoint: subscription.endpoint, keys: subscription.keys } });

/** DELETE /api/push/subscribe: this device stops receiving them. */
export const unsubscribeFromPush = (endpoint: string) => request<typeof messageReplySchema>('/push/subscribe', { method: 'DELETE', body: { endpoint } });

/** The three calls the shared push prompt makes, as one value an app hands it. */
export const pushApi = { getKey: getPushKey, subscribe: subscribeToPush, unsubscribe: unsubscribeFromPush };
