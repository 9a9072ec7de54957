import { payWithTestProvider } from '@nukkad/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /payment/test-provider/pay: the local test provider's answer to Pay or Fail. */
export const usePayWithTestProvider = () =>
  useMutation({ mutationFn: ({ orderId, outcome }: { orderId: string; outcome: 'paid' | 'failed' }) => payWithTestProvider(orderId, outcome) });
