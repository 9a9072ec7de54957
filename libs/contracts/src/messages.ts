// The texts people read, in one place: what the API replies and notifies, and the spec's texts that more than one app shows.
import { MAX_UPLOAD_IMAGE_BYTES, MAX_UPLOAD_IMAGES } from './constants';
import { GROCERY_CATEGORIES } from './enums';

// ---- orders
export const ORDER_CONFIRMED_MESSAGE = 'Order Confirmed!';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found!';
/** The heading of the seller's and the partner's page for an order id that names none of theirs. */
export const ORDER_NOT_FOUND_HEADING = 'Order not found.';
export const ALREADY_CONFIRMED_MESSAGE = 'This order has already been confirmed.';
export const CANCELLED_BEFORE_CONFIRMATION_MESSAGE = 'This order has been cancelled.';

// ---- delivery
export const ORDER_ACCEPTED_MESSAGE = 'Order accepted successfully!';
export const ORDER_TAKEN_MESSAGE = 'Order already accepted by another partner.';
export const ALREADY_YOURS_MESSAGE = 'You have already accepted this order.';
export const ORDER_CLOSED_MESSAGE = 'This order is no longer available.';
export const PICKED_UP_MESSAGE = 'Marked as Out For Delivery';
export const DELIVERED_MESSAGE = 'Order marked as Delivered';
export const ALREADY_DELIVERED_MESSAGE = 'This order has already been delivered.';
export const ORDER_WAS_CANCELLED_MESSAGE = 'This order was cancelled.';
export const PICK_UP_FIRST_MESSAGE = 'Pick up every item first.';
export const OFF_DUTY_MESSAGE = 'Go on duty to accept orders.';
export const ON_DUTY_MESSAGE = 'You are on duty.';
export const OFF_DUTY_NOW_MESSAGE = 'You are off duty.';
export const LOCATION_OFF_DUTY_MESSAGE = 'Go on duty to share your location.';
export const LOCATION_SAVED_MESSAGE = 'Location updated.';

// ---- admin
export const ORDER_CANCELLED_MESSAGE = 'Order cancelled successfully!';
export const ORDER_DELIVERED_MESSAGE = 'This order has already been delivered and cannot be cancelled.';
export const ALREADY_CANCELLED_MESSAGE = 'This order has already been cancelled.';
/** The customer's cancel after a shop has started on the order (409). */
export const SHOP_ALREADY_STARTED_MESSAGE =
  'This order can no longer be cancelled: the shop has already started preparing it.';
export const CUSTOMER_CANCELLED_MESSAGE = 'Your order has been cancelled.';
export const CUSTOMER_CANCELLED_REFUND_MESSAGE = 'Your order has been cancelled. What you paid is being refunded to you.';
export const PARTNER_ASSIGNED_MESSAGE = 'Delivery Boy assigned successfully!';
export const SELECT_DELIVERY_BOY_MESSAGE = 'Please select a delivery boy.';
export const ORDER_FINISHED_MESSAGE = 'This order is already delivered or cancelled.';
export const ASSIGNMENT_LOCKED_MESSAGE = 'An item of this order has already been picked up; its delivery boy can no longer change.';
export const ALREADY_ASSIGNED_MESSAGE = 'This delivery boy is already assigned to this order.';
export const PARTNER_OFF_DUTY_MESSAGE = 'This delivery boy is off duty.';
export const OUTSTANDING_CLEARED_MESSAGE = 'Outstanding amount cleared and all unsettled orders marked as settled!';
export const NO_COMMISSION_HISTORY_MESSAGE = 'No commission history found.';
/** A partner's outstanding payments, shown to the partner and to the admin, when a filter keeps none. */
export const noOutstandingPaymentsText = (filter: string) => (filter === 'all' ? 'No outstanding payments' : `No ${filter} payments found.`);

// ---- shop management
export const REQUIRED_PRODUCT_FIELDS_MESSAGE = 'Please fill all required fields!';
export const SHOP_STATUS_MESSAGES = { open: 'Shop is now Open!', closed: 'Shop is now Closed!' } as const;
export const STOCK_MESSAGES = { inStock: 'Product is now in stock.', outOfStock: 'Product is now out of stock.' } as const;
export const SHOP_EXISTS_MESSAGE = 'You already have a shop. Edit it instead.';
export const NO_SHOP_MESSAGE = 'Add your shop first.';
export const BASE_PRICE_BELOW_PRICE_MESSAGE = 'The base price must not be below the price.';
export const GROCERY_CATEGORY_MESSAGE = `A grocery product's first category must be one of: ${GROCERY_CATEGORIES.join(', ')}.`;

// ---- accounts
export const ACCOUNT_CREATED_MESSAGE = 'Account created successfully';
export const ADMIN_ACCOUNT_CREATED_MESSAGE = 'Account created successfully! Redirecting to login...';
export const LOGIN_SUCCESS_MESSAGE = 'Login Successful! 🎉';
export const SIGNUP_SUCCESS_MESSAGE = 'Signup Successful! 🎉';
export const SIGNUP_FAILED_MESSAGE = 'Signup Failed. Please try again. ❌';
export const PARTNER_LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const LOGGED_OUT_MESSAGE = 'Logged out';
export const ADMIN_LOGIN_FAILED_MESSAGE = 'Invalid credentials or server error';
export const INCOMPLETE_OTP_MESSAGE = 'Please enter the complete 4-digit OTP';
export const PASSWORDS_DIFFER_MESSAGE = 'Passwords do not match. ❌';
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect.';
export const otpSentMessage = (phone: string) => `OTP sent to ${phone}`;
export const ADDRESS_SAVED_MESSAGE = 'Address saved successfully!';
export const ADDRESS_UPDATED_MESSAGE = 'Address updated successfully!';
export const ADDRESS_DELETED_MESSAGE = 'Address deleted successfully!';
export const DEFAULT_ADDRESS_UPDATED_MESSAGE = 'Default address updated successfully!';
export const SELLER_GONE_MESSAGE = 'Seller not found. Please log in again.';
/** The saved addresses, as checkout and the addresses page both show them. */
export const ADDRESS_LIST_TEXTS = {
  fetchFailed: 'Failed to fetch addresses',
  loading: 'Fetching saved addresses...',
  emptyTitle: 'No saved addresses yet',
  emptyHint: 'Add one to make checkout easier',
} as const;

// ---- the sign-in and sign-up forms' words, the same in every app
export const AUTH_FORM_TEXTS = { logIn: 'Log in', signUp: 'Sign up', takingYouToLogin: 'Taking you to login…' } as const;
export const AUTH_FIELD_LABELS = { phone: 'Phone', password: 'Password', username: 'Username', email: 'Email', secretKey: 'Secret key' } as const;

// ---- catalogue
export const INVALID_SEARCH_MESSAGE = 'Please enter a valid key!';

// ---- the lists of orders, products and partners
export const ORDERS_LOAD_FAILED_MESSAGE = 'Failed to load orders. Please try again.';
export const ORDERS_FETCH_FAILED_MESSAGE = 'Failed to fetch orders';
export const NO_MORE_ORDERS_MESSAGE = 'No more orders to display.';
export const NO_PRODUCTS_FOUND_MESSAGE = 'No products found.';
export const PRODUCTS_LOAD_FAILED_MESSAGE = 'Failed to load products. Please try again later.';
export const PRODUCTS_FETCH_FAILED_MESSAGE = 'Failed to fetch products';
export const NO_DELIVERY_PARTNER_FOUND_MESSAGE = 'No delivery boy found';

// ---- cart, checkout, payments and reviews
export const ADDED_TO_CART_MESSAGE = 'Product added to cart!';
export const REMOVED_FROM_CART_MESSAGE = 'Product removed from cart!';
export const LOGIN_FIRST_MESSAGE = 'Please login first';
export const QUANTITY_UPDATED_MESSAGE = 'Quantity updated';
export const ORDER_PLACED_MESSAGE = 'Order placed successfully!';
export const PAYMENT_VERIFIED_MESSAGE = 'Payment verified successfully.';
export const PAYMENT_VERIFICATION_FAILED_MESSAGE = '❌ Payment Verification Failed!';
export const REVIEW_THANKS_MESSAGE = 'Thank you for your review!';

// ---- notifications
export const NOTIFICATION_READ_MESSAGE = 'Notification marked as read.';
export const NOTIFICATIONS_FETCH_FAILED_MESSAGE = 'Failed to fetch notifications';
export const NOTIFICATIONS_LOAD_FAILED_MESSAGE = 'An error occurred while fetching notifications.';
export const NO_NOTIFICATIONS_MESSAGE = 'No notifications';
/** What each notification says, by the order's display id (#ABC123) and what happened to it. */
export const NOTIFICATION_TEXTS = {
  newOrder: (displayId: string, items: number) => `New order #${displayId}: ${items} item(s) to confirm`,
  orderPlaced: (displayId: string) => `Your order #${displayId} has been placed.`,
  orderScheduled: (displayId: string, when: string) => `Your order #${displayId} is scheduled for ${when}.`,
  scheduledNothingLeft: (displayId: string, refunded: boolean) =>
    `Your order #${displayId} was cancelled at its time: none of its items is sold now.${refunded ? ' What you paid is being refunded to you.' : ''}`,
  itemsPrepared: (displayId: string, products: string, count: number) => `Your order #${displayId}: ${products} ${count === 1 ? 'is' : 'are'} being prepared.`,
  itemsCancelled: (displayId: string, products: string, count: number, refunded: boolean) =>
    `Your order #${displayId}: ${products} ${count === 1 ? 'was' : 'were'} cancelled.${refunded ? ' The difference is being refunded to you.' : ''}`,
  partnerOnTheWay: (displayId: string) => `A delivery partner is on the way for order #${displayId}.`,
  assignedToYou: (displayId: string) => `Order #${displayId} has been assigned to you: pick it up from each shop.`,
  acceptedByYou: (displayId: string) => `Order #${displayId} is yours: pick it up from each shop.`,
  reassigned: (displayId: string) => `Order #${displayId} has been reassigned to another delivery boy.`,
  itemOnTheWay: (displayId: string, product: string) => `Your order #${displayId}: ${product} is on the way.`,
  deliveredToCustomer: (displayId: string) => `Your order #${displayId} has been delivered. Tell us how it went!`,
  deliveredToSeller: (displayId: string) => `Order #${displayId} has been delivered.`,
  cancelledToCustomer: (displayId: string, refunded: boolean) =>
    `Your order #${displayId} has been cancelled.${refunded ? ' What you paid is being refunded to you.' : ''}`,
  cancelledToSeller: (displayId: string) => `Order #${displayId} has been cancelled by the admin.`,
  cancelledByCustomerToSeller: (displayId: string) => `Order #${displayId} has been cancelled by the customer: do not prepare it.`,
  cancelledByCustomerToPartner: (displayId: string) => `Order #${displayId} has been cancelled by the customer: do not pick it up.`,
  cancelledToPartner: (displayId: string) => `Order #${displayId} has been cancelled: do not deliver it.`,
} as const;

// ---- the seller's shop, products and profile
export const SHOP_ADDED_MESSAGE = 'Shop added successfully!';
export const SHOP_UPDATED_MESSAGE = 'Shop updated successfully!';
export const SHOP_NOT_FOUND_MESSAGE = 'Shop not found';
export const PRODUCT_ADDED_MESSAGE = 'Product added successfully!';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated successfully!';
export const PRODUCT_ARCHIVED_MESSAGE = 'Product archived. Customers no longer see it.';
export const PRODUCT_RESTORED_MESSAGE = 'Product restored and back in stock.';
export const PRODUCT_ARCHIVED_STOCK_MESSAGE = 'This product is archived. Restore it before changing its stock.';
export const PRODUCT_SUBMIT_FAILED_MESSAGE = 'Error submitting product.';
export const NO_SHOP_DETAILS_MESSAGE = 'No shop details found.';
export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully!';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully!';
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images can be uploaded.';
export const IMAGE_TOO_LARGE_MESSAGE = `Each image must be at most ${MAX_UPLOAD_IMAGE_BYTES / (1024 * 1024)} MB.`;
export const TOO_MANY_IMAGES_MESSAGE = `At most ${MAX_UPLOAD_IMAGES} images at a time.`;
export const NOT_YOUR_IMAGE_MESSAGE = 'Use only images you uploaded yourself.';

// ---- admin lookups
export const INVALID_ORDER_ID_MESSAGE = 'Please enter a valid 6-character Order ID.';
export const INVALID_USER_ID_MESSAGE = 'Please enter a valid User ID';
export const ADMIN_ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const USER_NOT_FOUND_MESSAGE = 'User not found';
export const SELLER_NOT_FOUND_MESSAGE = 'Seller not found';
export const PARTNER_NOT_FOUND_MESSAGE = 'Delivery Boy not found';

// ---- any role
export const NOT_LOGGED_IN_MESSAGE = 'Please log in to continue.';
export const NOT_ALLOWED_MESSAGE = 'You are not allowed to do this.';
export const ACCOUNT_GONE_MESSAGE = 'Your account was not found. Please log in again.';
export const ORDER_CHANGED_MESSAGE = 'This order changed meanwhile. Please reload and try again.';
export const ITEM_MOVED_MESSAGE = 'An item of this order changed meanwhile. Please reload and try again.';

// ---- accounts (API replies)
export const INVALID_SECRET_KEY_MESSAGE = 'Invalid secret key.';
export const INVALID_PHONE_OR_PASSWORD_MESSAGE = 'Invalid phone or password.';
export const PARTNER_PHONE_TAKEN_MESSAGE = 'A delivery partner with this phone already exists.';
export const SELLER_PHONE_TAKEN_MESSAGE = 'A seller with this phone already exists. Please log in.';
export const CUSTOMER_PHONE_TAKEN_MESSAGE = 'An account with this phone already exists. Please log in.';
export const NO_ACCOUNT_FOR_PHONE_MESSAGE = 'No account found for this phone. Please sign up first.';
export const ADMIN_EMAIL_TAKEN_MESSAGE = 'An admin with this e-mail already exists.';
export const ADMIN_GONE_MESSAGE = 'Admin not found. Please log in again.';
export const SELLER_EMAIL_TAKEN_MESSAGE = 'Another seller already uses this e-mail address.';
export const OWN_PASSWORD_ONLY_MESSAGE = 'You can only change your own password.';
export const OWN_ADDRESSES_ONLY_MESSAGE = 'You can only manage your own addresses.';
export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found.';

// ---- cart and checkout (API replies)
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found.';
export const NOT_IN_CART_MESSAGE = 'This product is not in your cart.';
export const CART_BUSY_MESSAGE = 'Your cart changed meanwhile. Please try again.';
export const PRODUCT_OUT_OF_STOCK_MESSAGE = 'This product is out of stock.';
export const SHOP_CLOSED_MESSAGE = 'This shop is closed right now.';
export const CART_EMPTY_MESSAGE = 'Your cart is empty.';
export const OWN_ORDERS_ONLY_MESSAGE = 'You can only place orders for yourself.';
export const OUTSIDE_DELIVERY_AREA_MESSAGE = 'This address is outside our delivery area.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different order.';
export const ORDER_BEING_PLACED_MESSAGE = 'This order is being placed. Please try again.';
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found.';
export const CART_HAS_UNAVAILABLE_ITEMS_MESSAGE = 'Some items in your cart are unavailable. Remove them before checkout.';
export const PAYMENT_ALREADY_VERIFIED_MESSAGE = 'This payment has already been verified.';
export const PAYMENT_AMOUNT_MISMATCH_MESSAGE = 'The payment does not match the order total.';
export const PAYMENT_NOT_USABLE_MESSAGE = 'Payment not found or already used.';

// ---- orders and deliveries (API replies)
export const CUSTOMERS_ONLY_MESSAGE = 'Only customers have orders of their own.';
export const SELLERS_ONLY_MESSAGE = 'Only sellers have orders to confirm.';
export const ADMINS_ONLY_MESSAGE = 'Only admins may do this.';
export const DELIVERY_PARTNERS_ONLY_MESSAGE = 'Only delivery partners have deliveries.';
export const OWN_DELIVERIES_ONLY_MESSAGE = 'You can only act for yourself.';
export const NOT_ASSIGNED_TO_YOU_MESSAGE = 'This order is not assigned to you.';
export const ALREADY_PICKED_UP_MESSAGE = 'This item was already picked up.';
export const NOT_IN_ORDER_MESSAGE = 'This product is not part of the order.';
export const ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this order.';
export const REVIEW_AFTER_DELIVERY_MESSAGE = 'You can review an order once it is delivered.';
export const INVOICE_AFTER_DELIVERY_MESSAGE = 'The invoice is available once the order is delivered.';
export const NOT_A_WAITING_PRODUCT_MESSAGE = 'Not one of your products waiting for confirmation in this order';
export const NOTIFICATION_NOT_FOUND_MESSAGE = 'Notification not found.';
export const SELLER_PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const NO_IMAGES_MESSAGE = 'Choose at least one image to upload.';

// ---- API replies that name what was refused
export const PAYMENT_ORDER_REQUIRED_MESSAGE = 'paymentOrderId is required for an online payment.';
export const INVALID_DATE_MESSAGE = 'Date must be a real YYYY-MM-DD day';
export const lineOutOfStockMessage = (product: string) => `${product} is out of stock.`;
export const lineShopClosedMessage = (product: string, shop: string) => `${product}: ${shop} is closed right now.`;
export const wrongCartMessage = (cartKey: string) => `This product belongs in the ${cartKey}`;
export const quantityLimitMessage = (most: number) => `You can add at most ${most} of one product.`;
export const cartFullMessage = (most: number) => `A cart can hold at most ${most} different products.`;

/** Order again: why a product of a past order did not go (all of it) into the cart, naming it. */
export const ORDER_AGAIN_TEXTS = {
  notSold: (name: string) => `${name} is no longer sold.`,
  outOfStock: (name: string) => `${name} is out of stock.`,
  shopClosed: (name: string, shopName: string) => `${name} could not be added: ${shopName} is closed right now.`,
  quantityLimit: (name: string, added: number, most: number) =>
    added > 0
      ? `Only ${added} more ${name} could be added: a cart holds at most ${most} of one product.`
      : `No more ${name} could be added: your cart already has ${most}, the most of one product.`,
  cartFull: (name: string, most: number) => `${name} could not be added: your cart already holds ${most} different products, the most it can.`,
  summary: (added: number) => (added === 0 ? 'Nothing could be added to your cart.' : added === 1 ? '1 product added to your cart.' : `${added} products added to your cart.`),
} as const;
export const tooManyAddressesMessage = (most: number) => `You can save at most ${most} addresses. Delete one first.`;
export const unknownGroceryCategoryMessage = (category: string) => `Unknown grocery category '${category}'`;
export const imageListedTwiceMessage = (image: string) => `The image ${image} is listed twice.`;
export const imageTooManyPixelsMessage = (megapixels: number) => `Each image must be at most ${megapixels} megapixels.`;

// ---- any failure the server does not explain
export const SERVER_ERROR_MESSAGE = 'Something went wrong. Please try again later.';

// ---- orders for later
export const SLOT_NOT_OFFERED_MESSAGE =
  'That time is no longer offered for this cart: choose one of the 30-minute slots within the opening hours of every shop in it, today or tomorrow.';
export const NO_SLOTS_MESSAGE = 'No times are left today or tomorrow within the opening hours of every shop in this cart.';
export const NOT_RELEASED_MESSAGE = 'This order is scheduled for later: a partner can be assigned once it has gone to its shops.';

// ---- deleting one's own account
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';
/** What stands in for the person in the orders, invoices and records kept for the books after they delete their account. */
export const DELETED_PERSON_NAMES = { customer: 'Deleted customer', seller: 'Deleted seller', delivery: 'Deleted partner' } as const;
export const DELETE_ACCOUNT_ORDER_IN_PROGRESS_MESSAGE =
  'An order of yours is still in progress. You can delete your account once it is delivered or cancelled.';
export const DELETE_ACCOUNT_CASH_OWED_MESSAGE =
  'You still hold cash from deliveries that has not been settled. Settle it with Nukkad first, then delete your account.';
export const DELETE_ACCOUNT_CODE_REQUIRED_MESSAGE = 'Enter the code we sent to your phone.';
export const DELETE_ACCOUNT_PASSWORD_REQUIRED_MESSAGE = 'Enter your password.';
export const WRONG_PASSWORD_MESSAGE = 'That password is not right.';
export const ACCOUNT_WAS_DELETED_MESSAGE = 'This account has been deleted.';
