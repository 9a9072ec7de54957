import type { messageReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { optimisticUpdate } from '../optimistic-update';
import { sellerOrderKeys } from '../query-keys';
import { withNotificationRead } from './read-notification';

export const markNotificationRead = (notificationId: string) =>
  request<typeof messageReplySchema>(`/notification/read/${encodeURIComponent(notificationId)}`, { method: 'PUT' });

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
      update: withNotificationRead,
      invalidates: [sellerOrderKeys.unreadCount],
    }),
  });
}
