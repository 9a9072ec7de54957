import { DELIVERY_ORDER_FILTERS, type DeliveryOrderFilter } from '@nukkad/contracts/light';

export const FILTER_LABELS: Record<DeliveryOrderFilter, string> = { all: 'All', pending: 'Pending', delivered: 'Delivered' };

/** The status segment of /delivery/orders/{status}; null when it names no filter. */
export function filterFromPath(value: string | undefined): DeliveryOrderFilter | null {
  if (value === undefined) return 'all';
  return (DELIVERY_ORDER_FILTERS as readonly string[]).includes(value) ? (value as DeliveryOrderFilter) : null;
}

/** The page number in the URL (?page=2); anything else is page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
