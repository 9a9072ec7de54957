import type { Customer, Order, OrderItem } from '@nukkad/contracts';

export const customer: Customer = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Asha Verma',
  phone: '9876543210',
  foodCart: [],
  groceryCart: [],
};

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeItem(overrides: Partial<Omit<OrderItem, 'product'>> & { product?: Partial<OrderItem['product']> } = {}): OrderItem {
  sequence += 1;
  const { product, ...rest } = overrides;
  return {
    _id: uuid(1000 + sequence),
    product: {
      _id: uuid(2000 + sequence),
      name: 'Paneer Tikka',
      price: 229,
      image: null,
      shop: uuid(3000),
      shopName: 'Punjab Da Dhaba',
      ...product,
    },
    seller: { _id: uuid(4000), username: 'punjab' },
    quantity: 1,
    status: 'Processing',
    ...rest,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  sequence += 1;
  return {
    _id: uuid(5000 + sequence),
    id: 'K7QX2M',
    items: [makeItem()],
    deliveryStatus: 'Processing',
    paymentStatus: 'Unpaid',
    paymentMethod: 'COD',
    orderType: 'Food',
    amount: 229,
    discount: 0,
    couponCode: null,
    deliveryCharge: 20,
    taxes: 11.45,
    convenienceFees: 0,
    tip: 0,
    serviceCharge: 0,
    totalAmount: 260.45,
    shippingAddress: {
      fullName: 'Asha Verma',
      phone: '9876543210',
      addressLine: '14 Lodhi Road',
      area: 'Lodhi Colony',
      landMark: 'Near the post office',
      lat: 28.59,
      long: 77.22,
    },
    createdAt: '2025-03-05T14:12:00.000Z',
    hasReviewed: false,
    review: null,
    deliveryRatings: null,
    appRatings: null,
    overallRatings: null,
    deliveryBoy: null,
    ...overrides,
  };
}
