import type { Customer, Notification } from '@nukkad/contracts';

export const customer: Customer = {
  _id: '55555555-5555-4555-8555-555555555555',
  name: 'Asha Verma',
  phone: '9876543210',
  foodCart: [],
  groceryCart: [],
};

/** A notification `minutes` old; the id is built from `id`. */
export const makeNotification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  _id: `77777777-7777-4777-8777-${String(id).padStart(12, '0')}`,
  message: `Update ${id}`,
  createdAt: new Date().toISOString(),
  read: false,
  url: '/recentOrders',
  order: null,
  ...overrides,
});
