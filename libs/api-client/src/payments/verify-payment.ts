import type { messageReplySchema, PaymentProof } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /payment/verify-payment with the proof the payment window handed back. */
export const verifyPayment = (proof: PaymentProof) =>
  request<typeof messageReplySchema>('/payment/verify-payment', { method: 'POST', body: proof });

export const useVerifyPayment = () => useMutation({ mutationFn: verifyPayment });
