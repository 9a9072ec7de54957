import { envelope, notificationsReplySchema } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { notificationKeys } from './query-keys';

/** The caller's notifications, newest first. */
export const getNotifications = (signal?: AbortSignal) =>
  request('/notification/getNotifications', { reply: notificationsReplySchema, signal });
export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.list, queryFn: ({ signal }) => getNotifications(signal) });

// The spec reads only `success`.
export const readNotification = (notificationId: string) =>
  request('/notification/readNotification', { method: 'POST', body: { notificationId }, reply: envelope({}) });
