import type { messageReplySchema, DeliverySignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const deliverySignup = (body: DeliverySignupBody) =>
  request<typeof messageReplySchema>('/delivery/signup', { method: 'POST', body });

/** POST /api/delivery/signup; the server checks the secret key. */
export function useDeliverySignup() {
  return useMutation({ mutationFn: deliverySignup });
}
