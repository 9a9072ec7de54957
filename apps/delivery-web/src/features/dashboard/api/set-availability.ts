import { authKeys, setAvailability } from '@nukkad/api-client';
import type { DeliveryMeReply } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';

const withAvailability = (isAvailable: boolean) => (current: DeliveryMeReply | undefined) =>
  current ? { ...current, deliveryBoy: { ...current.deliveryBoy, isAvailable } } : current;

/**
 * PUT /api/delivery/availability {isAvailable}: the switch moves at once and moves back if the server refuses;
 * either way the partner is read again, so every page agrees on whether Accept is open.
 */
export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvailability,
    onMutate: async (isAvailable: boolean) => {
      await queryClient.cancelQueries({ queryKey: authKeys.delivery });
      const previous = queryClient.getQueryData<DeliveryMeReply>(authKeys.delivery);
      queryClient.setQueryData<DeliveryMeReply>(authKeys.delivery, withAvailability(isAvailable));
      return { previous };
    },
    onError: (_error, _isAvailable, context) => {
      if (context?.previous) queryClient.setQueryData(authKeys.delivery, context.previous);
    },
    onSuccess: (reply) => {
      queryClient.setQueryData<DeliveryMeReply>(authKeys.delivery, withAvailability(reply.isAvailable));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: authKeys.delivery }),
  });
}
