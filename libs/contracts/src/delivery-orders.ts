// A delivery partner's work: messages and order filters. Plain values, apart from the schemas
// (schemas/delivery-orders.ts), so a page can use them without loading zod.

export const ORDER_ACCEPTED_MESSAGE = 'Order accepted successfully!';
export const ORDER_TAKEN_MESSAGE = 'Order already accepted by another partner.';
export const PICKED_UP_MESSAGE = 'Marked as Out For Delivery';
export const DELIVERED_MESSAGE = 'Order marked as Delivered';
export const PICK_UP_FIRST_MESSAGE = 'Pick up every item first.';
export const OFF_DUTY_MESSAGE = 'Go on duty to accept orders.';
export const DELIVERY_ORDER_FILTERS = ['all', 'pending', 'delivered'] as const;
export type DeliveryOrderFilter = (typeof DELIVERY_ORDER_FILTERS)[number];
