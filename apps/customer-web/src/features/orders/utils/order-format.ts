import { LOCALE, TIME_ZONE, type Order } from '@nukkad/contracts';
import { plural } from '@nukkad/ui';

const dateTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });

/** An order's time as customers in India read it, e.g. "5 Mar 2025, 7:42 pm". */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** "1 item", "3 items": every unit ordered. */
export function itemCountLabel(order: Order): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return plural(count, 'item');
}

export const PAYMENT_METHOD_LABELS: Record<Order['paymentMethod'], string> = { COD: 'Cash on Delivery', Online: 'Online' };
