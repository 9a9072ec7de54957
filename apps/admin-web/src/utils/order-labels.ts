import type { PaymentMethod } from '@nukkad/contracts';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { COD: 'Cash on Delivery', Online: 'Online' };

/** The same, short, for a table column. */
export const PAYMENT_METHOD_SHORT: Record<PaymentMethod, string> = { COD: 'COD', Online: 'Online' };
