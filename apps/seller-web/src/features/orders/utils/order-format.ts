import { lineTotalRupees, linesTotalRupees } from '@nukkad/pricing';
import { SELLER_ORDER_FILTERS, type ItemStatus, type PaymentMethod, type SellerOrderFilter } from '@nukkad/contracts/light';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { COD: 'Cash on Delivery', Online: 'Online' };

export const FILTER_LABELS: Record<SellerOrderFilter, string> = {
  all: 'All',
  pending: 'Pending',
  preparing: 'Preparing',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

/** The filter in the URL (?status=pending); anything unknown is All. */
export function filterFromSearch(value: string | null): SellerOrderFilter {
  return (SELLER_ORDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as SellerOrderFilter) : 'all';
}

/** The page number in the URL (?page=2); anything else is page 1. */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

interface PricedLine {
  price: number;
  quantity: number;
  status: ItemStatus;
}

/** quantity × unit price in rupees, counted in paise so it never drifts. */
export const lineAmount = (line: PricedLine): number => lineTotalRupees(line.price, line.quantity);

/** The seller's total of lines: Cancelled ones are not charged (spec §9). */
export function sellerTotal(lines: readonly PricedLine[]): number {
  return linesTotalRupees(lines.filter((line) => line.status !== 'Cancelled'));
}
