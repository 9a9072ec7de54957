import type { AdminOrder, AdminOrderSummary, AuditEntry } from '@nukkad/contracts';

/** A valid v4 UUID numbered n, so ids read well in failures. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** A 6-character display id: ORD001, ORD002… */
export const displayId = (n: number) => `ORD${String(n).padStart(3, '0')}`;

export function orderSummary(n: number, overrides: Partial<AdminOrderSummary> = {}): AdminOrderSummary {
  return {
    _id: uuid(1000 + n),
    id: displayId(n),
    createdAt: '2025-03-05T14:12:00.000Z',
    customerName: `Customer ${n}`,
    shopNames: ['Ravi Kirana'],
    itemCount: 2,
    deliveryStatus: 'Processing',
    paymentMethod: 'COD',
    paymentStatus: 'Unpaid',
    totalAmount: 250,
    deliveryBoy: null,
    ...overrides,
  };
}

export const orderSummaries = (from: number, count: number, overrides: Partial<AdminOrderSummary> = {}) =>
  Array.from({ length: count }, (_, index) => orderSummary(from + index, overrides));

export function auditEntry(n: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: uuid(5000 + n),
    kind: 'placed',
    actorRole: 'customer',
    actorName: 'Meera Iyer',
    fromStatus: null,
    toStatus: null,
    productName: null,
    note: null,
    createdAt: '2025-03-05T14:12:00.000Z',
    ...overrides,
  };
}

export function adminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    _id: uuid(2001),
    id: 'K7M2QX',
    createdAt: '2025-03-05T14:12:00.000Z',
    orderType: 'Grocery',
    deliveryStatus: 'Processing',
    paymentMethod: 'Online',
    paymentStatus: 'Paid',
    amount: 400,
    discount: 0,
    couponCode: null,
    deliveryCharge: 25,
    taxes: 0,
    convenienceFees: 0,
    serviceCharge: 15,
    tip: 0,
    totalAmount: 440,
    refunded: 0,
    customer: { _id: uuid(3001), name: 'Meera Iyer', phone: '9876543210' },
    shippingAddress: { fullName: 'Meera Iyer', addressLine: '12 MG Road', area: 'Indiranagar', landMark: null, lat: 12.97, long: 77.64 },
    deliveryBoy: null,
    products: [
      {
        _id: uuid(4001),
        productId: uuid(4101),
        name: 'Aashirvaad Atta 5 kg',
        quantity: 1,
        price: 245,
        shopName: 'Ravi Kirana',
        sellerUsername: 'ravi',
        status: 'Processing',
      },
      {
        _id: uuid(4002),
        productId: uuid(4102),
        name: 'Toor Dal 1 kg',
        quantity: 1,
        price: 155,
        shopName: 'Ravi Kirana',
        sellerUsername: 'ravi',
        status: 'Preparing',
      },
    ],
    canAssign: true,
    canCancel: true,
    history: [auditEntry(1)],
    ...overrides,
  };
}

export function deliveryPartnerSummary(n: number, overrides: Partial<{ name: string; phone: string; isAvailable: boolean; activeOrders: number; outstandingAmount: number }> = {}) {
  return {
    _id: uuid(6000 + n),
    name: `Partner ${n}`,
    phone: `90000000${String(n).padStart(2, '0')}`,
    isAvailable: true,
    activeOrders: 0,
    outstandingAmount: 0,
    ...overrides,
  };
}

export function adminProduct(n: number, overrides: Record<string, unknown> = {}) {
  return {
    _id: uuid(7000 + n),
    name: `Product ${n}`,
    images: [],
    price: 50 + n,
    basePrice: null,
    inStock: true,
    dietType: 'Veg',
    categories: ['Snacks & Namkeens'],
    shop: uuid(8001),
    shopName: 'Ravi Kirana',
    shopType: 'Grocery',
    shopIsOpen: true,
    description: '',
    seller: uuid(9001),
    sellerUsername: 'ravi',
    ...overrides,
  };
}
