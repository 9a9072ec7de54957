// One demo account per role: loaded into an empty development database, printed at start, used by the browser journeys.

/** The admin's and partners' secret keys are configuration (ADMIN_SECRET_KEY, DELIVERY_SECRET_KEY), not part of an account. */
export const DEMO_ACCOUNTS = {
  /** Signs in with a one-time code (shown in the dev outbox). */
  customer: { name: 'Asha Verma', phone: '9876543210' },
  seller: { username: 'Ravi Kumar', phone: '9000000001', password: 'seller123', email: 'ravi@nukkad.local' },
  admin: { name: 'Nukkad Admin', email: 'admin@nukkad.local', password: 'admin123' },
  delivery: { name: 'Sunil Rider', phone: '9000000101', password: 'rider123' },
} as const;
