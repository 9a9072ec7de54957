import type { PaymentMethod } from '@nukkad/contracts';

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { COD: 'Cash on Delivery', Online: 'Online' };

/** The same, short, for a table column. */
export const PAYMENT_METHOD_SHORT: Record<PaymentMethod, string> = { COD: 'COD', Online: 'Online' };

/** "near <landmark>", unless the customer already wrote it that way (the address form's placeholder is "Near…"). */
export const nearLandmark = (landmark: string): string => (/^near\b/i.test(landmark.trim()) ? landmark.trim() : `near ${landmark.trim()}`);
