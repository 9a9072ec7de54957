import { markNotificationRead, optimisticUpdate, sellerOrderKeys } from '@nukkad/api-client';
import type { NotificationsReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const markRead = (reply: NotificationsReply | undefined, notificationId: string): NotificationsReply | undefined =>
  reply && {
    ...reply,
    notifications: reply.notifications.map((notification) =>
      notification._id === notificationId ? { ...notification, read: true } : notification,
    ),
  };

/**
 * PUT /api/notification/read/{id}: shown read at once and put back as it was if the server refuses; afterwards the
 * list and the unread count (the tab title and the new-order alerts) are read again.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => markNotificationRead(notificationId),
    ...optimisticUpdate(queryClient, {
      queryKey: sellerOrderKeys.notifications,
      update: markRead,
      invalidates: [sellerOrderKeys.unreadCount],
    }),
  });
}
