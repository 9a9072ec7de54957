import { normalizePaymentStatus, normalizeStatus, type KnownStatus, type PaymentStatus } from '@nukkad/contracts/light';

export type StatusTone =
  | 'processing'
  | 'preparing'
  | 'shipped'
  | 'out-for-delivery'
  | 'delivered'
  | 'cancelled'
  | 'paid'
  | 'unpaid'
  | 'default';

const TONES: Readonly<Record<KnownStatus | PaymentStatus, StatusTone>> = {
  Processing: 'processing',
  Preparing: 'preparing',
  Shipped: 'shipped',
  'Out For Delivery': 'out-for-delivery',
  Delivered: 'delivered',
  Cancelled: 'cancelled',
  Paid: 'paid',
  Unpaid: 'unpaid',
};

const hasTone = (status: string): status is KnownStatus | PaymentStatus => Object.prototype.hasOwnProperty.call(TONES, status);

/** The badge tone of an order, item or payment status, spelled as the contracts normalise it. */
export function statusTone(status: string | null | undefined): StatusTone {
  if (!status) return 'default';
  const order = normalizeStatus(status);
  if (hasTone(order)) return TONES[order];
  const payment = normalizePaymentStatus(status);
  return hasTone(payment) ? TONES[payment] : 'default';
}
