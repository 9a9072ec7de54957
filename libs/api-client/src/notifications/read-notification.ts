import type { messageReplySchema, NotificationsReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { optimisticUpdate } from '../optimistic-update';
import { notificationKeys } from '../query-keys';

// The spec reads only `success`.
export const readNotification = (notificationId: string) =>
  request<typeof messageReplySchema>('/notification/readNotification', { method: 'POST', body: { notificationId } });

/** The notifications with one of them read. */
export const withNotificationRead = (reply: NotificationsReply | undefined, notificationId: string): NotificationsReply | undefined =>
  reply && {
    ...reply,
    notifications: reply.notifications.map((notification) =>
      notification._id === notificationId ? { ...notification, read: true } : notification,
    ),
  };

/** POST /notification/readNotification: shown read at once, put back as it was if the server refuses. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => readNotification(notificationId),
    ...optimisticUpdate(queryClient, { queryKey: notificationKeys.list, update: withNotificationRead }),
  });
}
