import { deliveryLogin } from '@nukkad/api-client';
import type { DeliveryLoginBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionMarker } from '../../../lib/session';

/** POST /api/delivery/login; the API sets the session cookie, the app keeps only the marker (never the token). */
export function useDeliveryLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryLoginBody) => deliveryLogin(body),
    onSuccess: () => {
      // Nothing cached for a previous account may show for this one.
      queryClient.removeQueries();
      sessionMarker.set();
    },
  });
}
