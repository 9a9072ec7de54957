import { verifyPayment } from '@nukkad/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /payment/verify-payment with the proof the payment window handed back. */
export const useVerifyPayment = () => useMutation({ mutationFn: verifyPayment });
