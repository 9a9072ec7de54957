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

const TONES: Record<string, StatusTone> = {
  processing: 'processing',
  preparing: 'preparing',
  shipped: 'shipped',
  'out for delivery': 'out-for-delivery',
  delivered: 'delivered',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  paid: 'paid',
  unpaid: 'unpaid',
};

/** The badge tone of an order, item or payment status; case and spacing do not matter. */
export function statusTone(status: string | null | undefined): StatusTone {
  const key = (status ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');
  return TONES[key] ?? 'default';
}
