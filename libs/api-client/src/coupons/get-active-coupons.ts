import type { activeCouponsReplySchema, CartKey } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../http';
import { couponKeys } from '../query-keys';
import { useSessionQuery } from '../session';
import type { SessionMarker } from '../session-marker';

/** GET /user-profile/active-coupons?cartKey */
export const getActiveCoupons = (cartKey: CartKey, signal?: AbortSignal) =>
  request<typeof activeCouponsReplySchema>('/user-profile/active-coupons', { query: { cartKey }, signal });
/** The coupons the customer may apply to this cart now, the largest discount first. */
export const activeCouponsQueryOptions = (cartKey: CartKey) =>
  queryOptions({ queryKey: couponKeys.active(cartKey), queryFn: ({ signal }) => getActiveCoupons(cartKey, signal), staleTime: 0 });

/** Only while the customer is signed in. */
export const useActiveCoupons = (marker: SessionMarker, cartKey: CartKey) => useSessionQuery(marker, activeCouponsQueryOptions(cartKey));
