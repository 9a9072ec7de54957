import type { DeliveryOrder } from '@nukkad/contracts';

/** What the partner does with the order's money: paid online, cash still to collect, or cash collected once delivered. */
export function cashLabel(order: Pick<DeliveryOrder, 'paymentMethod' | 'deliveryStatus'>): string {
  if (order.paymentMethod !== 'COD') return 'Paid online';
  return order.deliveryStatus === 'Delivered' ? 'Cash collected' : 'Cash to collect';
}
