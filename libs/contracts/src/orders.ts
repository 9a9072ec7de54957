// Orders, checkout and payment: reasons, header name, limits and providers. Plain values, apart from the schemas
// (schemas/orders.ts), so a page can use them without loading zod.

/** Why a cart line cannot be ordered now. */
export const UNAVAILABLE_REASONS = ['out_of_stock', 'shop_closed'] as const;

/** The header that makes a retried Place order return the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REVIEW_TEXT_MAX = 1000;
export const PAYMENT_PROVIDERS = ['razorpay', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
