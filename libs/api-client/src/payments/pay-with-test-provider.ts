import type { testProviderPayReplySchema } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /payment/test-provider/pay: the local test provider's sheet; `paid` gives the proof its window would hand back, `failed` gives none. */
export const payWithTestProvider = (orderId: string, outcome: 'paid' | 'failed') =>
  request<typeof testProviderPayReplySchema>('/payment/test-provider/pay', {
    method: 'POST',
    body: { order_id: orderId, outcome },
    
  });

export const usePayWithTestProvider = () =>
  useMutation({ mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'paid' | 'failed' }) => payWithTestProvider(orderId, outcome) });
