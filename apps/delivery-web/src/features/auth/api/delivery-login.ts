import { deliveryLogin } from '@nukkad/api-client';
import type { DeliveryLoginBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { session } from '../../../lib/session';

/** POST /api/delivery/login; the API sets the session cookie, the app keeps only the marker (never the token). */
export function useDeliveryLogin() {
  const startSession = session.useStartSession();
  return useMutation({ mutationFn: (body: DeliveryLoginBody) => deliveryLogin(body), onSuccess: startSession });
}
