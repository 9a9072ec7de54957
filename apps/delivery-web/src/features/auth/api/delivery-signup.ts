import { deliverySignup } from '@nukkad/api-client';
import type { DeliverySignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/delivery/signup; the server checks the secret key. */
export function useDeliverySignup() {
  return useMutation({ mutationFn: (body: DeliverySignupBody) => deliverySignup(body) });
}
