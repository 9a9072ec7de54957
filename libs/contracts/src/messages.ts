// Every text the spec fixes (replies, toasts, labels) that the API and the apps both say, in one place.

// ---- orders
export const ORDER_CONFIRMED_MESSAGE = 'Order Confirmed!';

// ---- delivery
export const ORDER_ACCEPTED_MESSAGE = 'Order accepted successfully!';
export const ORDER_TAKEN_MESSAGE = 'Order already accepted by another partner.';
export const PICKED_UP_MESSAGE = 'Marked as Out For Delivery';
export const DELIVERED_MESSAGE = 'Order marked as Delivered';
export const PICK_UP_FIRST_MESSAGE = 'Pick up every item first.';
export const OFF_DUTY_MESSAGE = 'Go on duty to accept orders.';

// ---- admin
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully!';
export const PARTNER_ASSIGNED_MESSAGE = 'Delivery Boy assigned successfully!';
export const OUTSTANDING_CLEARED_MESSAGE = 'Outstanding amount cleared and all unsettled orders marked as settled!';

// ---- shop management
export const REQUIRED_PRODUCT_FIELDS_MESSAGE = 'Please fill all required fields!';
export const SHOP_STATUS_MESSAGES = { open: 'Shop is now Open!', closed: 'Shop is now Closed!' } as const;
