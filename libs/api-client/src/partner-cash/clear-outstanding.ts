import type { messageReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { adminKeys } from '../query-keys';

export const clearOutstanding = (deliveryBoyId: string) =>
  request<typeof messageReplySchema>(`/admin/deliveryBoy/clearOutstanding/${encodeURIComponent(deliveryBoyId)}`, { method: 'PUT' });

/** PUT /api/admin/deliveryBoy/clearOutstanding/{id}; the lists, the partner and the dashboard figures are read again after. */
export function useClearOutstanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryBoyId: string) => clearOutstanding(deliveryBoyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
