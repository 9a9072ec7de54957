import { createPayment } from '@nukkad/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /payment/createOrder: the provider order for the amount the server computed. */
export const useCreatePayment = () => useMutation({ mutationFn: createPayment });
