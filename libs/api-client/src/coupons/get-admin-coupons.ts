import type { adminCouponsReplySchema } from '@nukkad/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { couponKeys } from '../query-keys';

/** GET /admin/coupons */
export const getAdminCoupons = (signal?: AbortSignal) => request<typeof adminCouponsReplySchema>('/admin/coupons', { signal });
export const adminCouponsQueryOptions = () => queryOptions({ queryKey: couponKeys.admin, queryFn: ({ signal }) => getAdminCoupons(signal) });

/** Every coupon, newest first, with its uses and the discount it has given. */
export const useAdminCoupons = () => useQuery(adminCouponsQueryOptions());
