import { notificationKeys, optimisticUpdate, readNotification } from '@nukkad/api-client';
import type { NotificationsReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const markRead = (reply: NotificationsReply | undefined, notificationId: string): NotificationsReply | undefined =>
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
    ...optimisticUpdate(queryClient, { queryKey: notificationKeys.list, update: markRead }),
  });
}
