import { envelope } from '@nukkad/contracts';
import type { PaymentProof } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /payment/verify-payment with the proof the payment window handed back. */
export const verifyPayment = (proof: PaymentProof) =>
  request('/payment/verify-payment', { method: 'POST', body: proof, reply: envelope({}) });

export const useVerifyPayment = () => useMutation({ mutationFn: verifyPayment });
