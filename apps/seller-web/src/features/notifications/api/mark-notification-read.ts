import { markNotificationRead, sellerOrderKeys } from '@nukkad/api-client';
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
 * PUT /api/notification/read/{id}: shown read at once; afterwards the list and the unread count (the tab title and
 * the new-order alerts) are read again, so a refusal puts the notification back as the server has it.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: string) => markNotificationRead(notificationId),
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey: sellerOrderKeys.notifications });
      queryClient.setQueryData<NotificationsReply>(sellerOrderKeys.notifications, (reply) => markRead(reply, notificationId));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.notifications });
      void queryClient.invalidateQueries({ queryKey: sellerOrderKeys.unreadCount });
    },
  });
}
