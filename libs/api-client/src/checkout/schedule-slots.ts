import type { CartKey, scheduleSlotsReplySchema } from '@nukkad/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../http';
import { checkoutKeys } from '../query-keys';

/** GET /order/schedule-slots?cartKey: the slots (ISO starts) the caller's cart may be ordered for, today and tomorrow. */
export const getScheduleSlots = (cartKey: CartKey, signal?: AbortSignal) =>
  request<typeof scheduleSlotsReplySchema>('/order/schedule-slots', { query: { cartKey }, signal });

/** Asked when the picker opens; always fresh, as the clock and the shops' hours move. */
export const useScheduleSlots = (cartKey: CartKey, enabled: boolean) =>
  useQuery({ queryKey: checkoutKeys.scheduleSlots(cartKey), queryFn: ({ signal }) => getScheduleSlots(cartKey, signal), enabled, staleTime: 0 });
