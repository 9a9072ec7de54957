import { adminKeys, clearOutstanding } from '@nukkad/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/admin/deliveryBoy/clearOutstanding/{id}; the lists, the partner and the dashboard figures are read again after. */
export function useClearOutstanding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryBoyId: string) => clearOutstanding(deliveryBoyId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
