import type { availabilityReplySchema, DeliveryMeReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { optimisticUpdate } from '../optimistic-update';
import { authKeys } from '../query-keys';

/** PUT /delivery/availability {isAvailable} */
export const setAvailability = (isAvailable: boolean) =>
  request<typeof availabilityReplySchema>('/delivery/availability', { method: 'PUT', body: { isAvailable } });

const withAvailability = (current: DeliveryMeReply | undefined, isAvailable: boolean) =>
  current ? { ...current, deliveryBoy: { ...current.deliveryBoy, isAvailable } } : current;

/**
 * The switch moves at once and moves back if the server refuses; either way the partner is read again, so every
 * page agrees on whether Accept is open.
 */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    ...optimisticUpdate(queryClient, { queryKey: authKeys.delivery, update: withAvailability }),
    onSuccess: (reply) => {
      queryClient.setQueryData<DeliveryMeReply>(authKeys.delivery, (current) => withAvailability(current, reply.isAvailable));
    },
  });
}
