import type { tokenReplySchema, DeliveryLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const deliveryLogin = (body: DeliveryLoginBody) =>
  request<typeof tokenReplySchema>('/delivery/login', { method: 'POST', body });

/** POST /api/delivery/login: the API sets the session cookie; the app starts its session marker (never the token). */
export function useDeliveryLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: deliveryLogin, onSuccess: () => onSuccess?.() });
}
