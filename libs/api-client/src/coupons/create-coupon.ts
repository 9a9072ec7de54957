import type { adminCouponReplySchema, CreateCouponBody } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { couponKeys } from '../query-keys';

/** POST /admin/coupons */
export const createCoupon = (body: CreateCouponBody) => request<typeof adminCouponReplySchema>('/admin/coupons', { method: 'POST', body });

/** Creates a coupon; the list is read again. */
export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.admin }) });
}
