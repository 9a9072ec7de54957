import type {
  AvailableOrder,
  CommissionEntry,
  DeliveryItem,
  DeliveryMeReply,
  DeliveryOrder,
  OutstandingPayment,
} from '@nukkad/contracts';

// The partner's world as the API answers it, for the delivery app's tests (and its screenshots).

type DeliveryPartner = DeliveryMeReply['deliveryBoy'];

export const PARTNER_ID = '7d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const SESSION_MARKER = 'nukkad.delivery.session';

const uuid = (prefix: string, n: number) => `${prefix}-${prefix.slice(0, 4)}-4${prefix.slice(0, 3)}-8${prefix.slice(0, 3)}-${String(n).padStart(12, '0')}`;

export const makePartner = (overrides: Partial<DeliveryPartner> = {}): DeliveryPartner => ({
  _id: PARTNER_ID,
  name: 'Arjun',
  phone: '9000000201',
  isAvailable: true,
  outstandingAmount: 150,
  ...overrides,
});

export const meReply = (overrides: Partial<DeliveryPartner> = {}) => ({ success: true, deliveryBoy: makePartner(overrides) });
export const statsReply = { success: true, pendingOrders: 2, commission: 85.5, tips: 30, outstandingAmount: 150 };

export const SHOPS = [
  { _id: uuid('51515151', 1), name: 'Sharma Sweets' },
  { _id: uuid('51515151', 2), name: 'Ravi Kirana' },
] as const;
const SELLERS = [
  { _id: uuid('52525252', 1), username: 'sharma_sweets' },
  { _id: uuid('52525252', 2), username: 'ravi_stores' },
] as const;

/** Item `n` of an order (product ids 33333333-…-n), from shop `shop` (0 or 1). */
export const makeItem = (n: number, overrides: Omit<Partial<DeliveryItem>, 'shop'> & { shop?: 0 | 1; name?: string } = {}): DeliveryItem => {
  const { shop = 0, name = `Product ${n}`, ...rest } = overrides;
  return {
    _id: uuid('44444444', n),
    product: { _id: uuid('33333333', n), name, price: 120, image: null },
    shop: SHOPS[shop],
    seller: SELLERS[shop],
    quantity: 1,
    status: 'Preparing',
    ...rest,
  };
};

/** Available order `n` (ids 22222222-…-n, display id ORDAV{n}). */
export const makeAvailableOrder = (n: number, overrides: Partial<AvailableOrder> = {}): AvailableOrder => ({
  _id: uuid('22222222', n),
  id: `AVL${String(n).padStart(3, '0')}`,
  createdAt: '2025-03-05T14:12:00.000Z',
  shopNames: ['Sharma Sweets', 'Ravi Kirana'],
  sellerUsernames: ['sharma_sweets', 'ravi_stores'],
  deliveryCharge: 25,
  convenienceFees: 15,
  tip: 0,
  totalAmount: 420,
  paymentMethod: 'COD',
  shippingAddress: {
    fullName: 'Asha Verma',
    addressLine: 'Flat 4B, Sunrise Apartments',
    area: 'Connaught Place, New Delhi 110001',
    landMark: 'Opposite the metro gate 5',
    lat: 28.6315,
    long: 77.2167,
  },
  items: [makeItem(1, { quantity: 2 }), makeItem(2, { shop: 1 })],
  distanceKm: 2.4,
  ...overrides,
});

export const availableReply = (orders: AvailableOrder[]) => ({ success: true, orders });

export const ORDER_ID = uuid('99999999', 1);

/** One of the partner's orders (display id K7QX2M unless told). */
export const makeDeliveryOrder = (overrides: Partial<DeliveryOrder> = {}): DeliveryOrder => ({
  _id: ORDER_ID,
  id: 'K7QX2M',
  createdAt: '2025-03-05T14:12:00.000Z',
  deliveryStatus: 'Preparing',
  paymentMethod: 'COD',
  paymentStatus: 'Unpaid',
  amount: 380,
  discount: 0,
  couponCode: null,
  deliveryCharge: 25,
  convenienceFees: 15,
  tip: 0,
  totalAmount: 420,
  cashToCollect: 420,
  customer: { name: 'Asha Verma', phone: '9811000001' },
  shippingAddress: {
    fullName: 'Asha Verma',
    phone: '9811000001',
    addressLine: 'Flat 4B, Sunrise Apartments',
    area: 'Connaught Place, New Delhi 110001',
    landMark: 'Opposite the metro gate 5',
    lat: 28.6315,
    long: 77.2167,
  },
  items: [
    makeItem(1, { name: 'Kaju Katli 500 g', quantity: 2 }),
    makeItem(2, { name: 'Samosa (2 pcs)', status: 'Processing' }),
    makeItem(3, { name: 'Amul Taaza Milk 1 L', shop: 1 }),
  ],
  deliveredAt: null,
  ...overrides,
});

/** Order `n` of the partner's list (ids 66666666-…-n, display id ORD00n). */
export const listOrder = (n: number, overrides: Partial<DeliveryOrder> = {}): DeliveryOrder =>
  makeDeliveryOrder({ _id: uuid('66666666', n), id: `ORD${String(n).padStart(3, '0')}`, ...overrides });

export const ordersReply = (orders: DeliveryOrder[], { currentPage = 1, totalPages = 1 } = {}) => ({ success: true, orders, currentPage, totalPages });

export const commissionEntry = (n: number, overrides: Partial<CommissionEntry> = {}): CommissionEntry => ({
  _id: uuid('77777777', n),
  orderId: `CMS${String(n).padStart(3, '0')}`,
  commission: 40,
  tip: 0,
  time: '2025-03-05T14:12:00.000Z',
  ...overrides,
});

export const outstandingPayment = (n: number, overrides: Partial<OutstandingPayment> = {}): OutstandingPayment => ({
  _id: uuid('88888888', n),
  orderId: { _id: uuid('66666666', n), id: `OUT${String(n).padStart(3, '0')}` },
  amount: 420,
  status: 'unsettled',
  collectedAt: '2025-03-05T14:12:00.000Z',
  settledAt: null,
  ...overrides,
});
