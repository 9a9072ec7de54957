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

// ---- accounts
export const ACCOUNT_CREATED_MESSAGE = 'Account created successfully';
export const ADMIN_ACCOUNT_CREATED_MESSAGE = 'Account created successfully! Redirecting to login...';
export const LOGIN_SUCCESS_MESSAGE = 'Login Successful! 🎉';
export const SIGNUP_SUCCESS_MESSAGE = 'Signup Successful! 🎉';
export const ADMIN_LOGIN_FAILED_MESSAGE = 'Invalid credentials or server error';
export const ADDRESS_SAVED_MESSAGE = 'Address saved successfully!';
export const ADDRESS_UPDATED_MESSAGE = 'Address updated successfully!';
export const ADDRESS_DELETED_MESSAGE = 'Address deleted successfully!';
export const DEFAULT_ADDRESS_UPDATED_MESSAGE = 'Default address updated successfully!';

// ---- cart, checkout and reviews
export const ADDED_TO_CART_MESSAGE = 'Product added to cart!';
export const REMOVED_FROM_CART_MESSAGE = 'Product removed from cart!';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!';
export const REVIEW_THANKS_MESSAGE = 'Thank you for your review!';

// ---- the seller's shop, products and profile
export const SHOP_ADDED_MESSAGE = 'Shop added successfully!';
export const SHOP_UPDATED_MESSAGE = 'Shop updated successfully!';
export const SHOP_NOT_FOUND_MESSAGE = 'Shop not found';
export const PRODUCT_ADDED_MESSAGE = 'Product added successfully!';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully!';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully!';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded.';

// ---- admin lookups
export const INVALID_ORDER_ID_MESSAGE = 'Please enter a valid 6-character Order ID.';
export const INVALID_USER_ID_MESSAGE = 'Please enter a valid User ID';
export const PARTNER_NOT_FOUND_MESSAGE = 'Delivery Boy not found';

// ---- any failure the server does not explain
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again later.';
