import type { createPaymentReplySchema, CreatePaymentBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

/** POST /payment/createOrder: the provider order for the amount the server computed. */
export const createPayment = (body: CreatePaymentBody) =>
  request<typeof createPaymentReplySchema>('/payment/createOrder', { method: 'POST', body });

export const useCreatePayment = () => useMutation({ mutationFn: createPayment });
