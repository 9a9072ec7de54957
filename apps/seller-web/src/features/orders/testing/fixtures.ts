import type { Order, OrderItem, SellerOrderProduct, SellerOrderSummary } from '@nukkad/contracts';

export const ORDER_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
const SELLER_ID = '5b0f8f4e-7d3c-4d8e-9a51-0a3c2b1d4e6f';
const SHOP_ID = '0c6b9f3e-1a2b-4c5d-8e9f-112233445566';

/** The seller's product `n` in an order (ids 11111111-…-00000000000n). */
export const sellerLine = (n: number, overrides: Partial<SellerOrderProduct> = {}): SellerOrderProduct => ({
  _id: `11111111-1111-4111-8111-${String(n).padStart(12, '0')}`,
  productName: `Product ${n}`,
  image: null,
  price: 100,
  quantity: 1,
  status: 'Processing',
  ...overrides,
});

/** Order `n` of the seller's list (ids 22222222-…-00000000000n, display id ORD00n). */
export const orderSummary = (n: number, overrides: Partial<SellerOrderSummary> = {}): SellerOrderSummary => ({
  _id: `22222222-2222-4222-8222-${String(n).padStart(12, '0')}`,
  id: `ORD${String(n).padStart(3, '0')}`,
  createdAt: '2025-03-05T14:12:00.000Z',
  deliveryStatus: 'Processing',
  paymentMethod: 'COD',
  paymentStatus: 'Unpaid',
  sellerTotal: 100,
  products: [sellerLine(1)],
  needsConfirmation: true,
  ...overrides,
});

export const ordersReply = (orders: SellerOrderSummary[], { currentPage = 1, totalPages = 1, totalOrders = orders.length } = {}) => ({
  success: true,
  orders,
  currentPage,
  totalPages,
  totalOrders,
});

/** A line of the seller's order detail. */
export const detailItem = (n: number, overrides: Partial<Omit<OrderItem, 'product'>> & { product?: Partial<OrderItem['product']> } = {}): OrderItem => {
  const { product, ...rest } = overrides;
  return {
    _id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
    product: { _id: sellerLine(n)._id, name: `Product ${n}`, price: 100, image: null, shop: SHOP_ID, shopName: 'Ravi Kirana', ...product },
    seller: { _id: SELLER_ID, username: 'Ravi Stores' },
    quantity: 1,
    status: 'Processing',
    ...rest,
  };
};

export const orderDetails = (overrides: Partial<Order> = {}): Order => ({
  _id: ORDER_ID,
  id: 'K7QX2M',
  items: [detailItem(1)],
  deliveryStatus: 'Processing',
  paymentStatus: 'Unpaid',
  paymentMethod: 'COD',
  orderType: 'Grocery',
  amount: 100,
  discount: 0,
  couponCode: null,
  deliveryCharge: 20,
  taxes: 0,
  convenienceFees: 0,
  serviceCharge: 5,
  tip: 0,
  totalAmount: 125,
  shippingAddress: {
    fullName: 'Asha Verma',
    // The API leaves the phone out for sellers; it is sent here to prove the screen would not show it anyway.
    phone: '9876543210',
    addressLine: '12 MG Road',
    area: 'Indiranagar',
    landMark: 'Near the temple',
    lat: 12.97,
    long: 77.64,
  },
  createdAt: '2025-03-05T14:12:00.000Z',
  hasReviewed: false,
  review: null,
  deliveryRatings: null,
  appRatings: null,
  overallRatings: null,
  deliveryBoy: null,
  ...overrides,
});
