import { notificationKeys, readNotification } from '@nukkad/api-client';
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
    onMutate: async (notificationId) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const previous = queryClient.getQueryData<NotificationsReply>(notificationKeys.list);
      queryClient.setQueryData<NotificationsReply>(notificationKeys.list, (reply) => markRead(reply, notificationId));
      return { previous };
    },
    onError: (_error, _notificationId, context) => {
      queryClient.setQueryData(notificationKeys.list, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
