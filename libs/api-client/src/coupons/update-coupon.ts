import type { adminCouponReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { couponKeys } from '../query-keys';

/** PATCH /admin/coupons/:couponId {paused} */
export const updateCoupon = (couponId: string, paused: boolean) =>
  request<typeof adminCouponReplySchema>(`/admin/coupons/${encodeURIComponent(couponId)}`, { method: 'PATCH', body: { paused } });

/** Pauses or resumes a coupon; whatever the answer, the list is read again. */
export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ couponId, paused }: { couponId: string; paused: boolean }) => updateCoupon(couponId, paused),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponKeys.admin }),
  });
}
