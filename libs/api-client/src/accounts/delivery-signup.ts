import { messageReplySchema, type DeliverySignupBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const deliverySignup = (body: DeliverySignupBody) =>
  request('/delivery/signup', { method: 'POST', body, reply: messageReplySchema });

/** POST /api/delivery/signup; the server checks the secret key. */
export function useDeliverySignup() {
  return useMutation({ mutationFn: deliverySignup });
}
