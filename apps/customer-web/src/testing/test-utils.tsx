import { authKeys } from '@nukkad/api-client';
import type { Customer, Product, Shop } from '@nukkad/contracts';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../lib/query-client';
import { session } from '../lib/session';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/**
 * Renders `ui` at `path` inside the app's providers; any other path shows its pathname in a `location` probe.
 * With `user` the marker is set and the session already checked; without, nobody is signed in.
 */
export function renderWithApp(
  ui: ReactElement,
  { route = '/', path = route, user }: { route?: string; path?: string; /** A signed-in customer, already checked. */ user?: Customer } = {},
) {
  const queryClient = createQueryClient();
  // Tests answer at once; retries would only slow a failing case down.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (user) {
    session.marker.set();
    queryClient.setQueryData(authKeys.user, { success: true as const, user });
  } else {
    session.marker.clear();
  }
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

type Reply = { status?: number; body: unknown };
type Handler = (url: string, init: RequestInit | undefined) => Reply | Promise<Reply> | undefined;

/** Answers the app's API calls from `handler`; GET /auth/getUser is a 401 (nobody signed in) unless the handler says otherwise. */
export function mockApi(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const reply = (await handler(url, init)) ??
      (url.startsWith('/api/auth/getUser')
        ? { status: 401, body: { success: false, message: 'Please log in' } }
        : { status: 500, body: { success: false, message: `No mock for ${url}` } });
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
}

/** The JSON body a mocked call was sent with. */
export const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? 'null')) as unknown;

const SHOP_ID = '11111111-1111-4111-8111-111111111111';
const SELLER_ID = '22222222-2222-4222-8222-222222222222';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: '33333333-3333-4333-8333-333333333333',
    name: 'Paneer Tikka',
    images: [],
    price: 229,
    basePrice: null,
    inStock: true,
    dietType: 'Veg',
    categories: ['North Indian'],
    shop: SHOP_ID,
    shopName: 'Punjab Da Dhaba',
    shopType: 'Restaurant',
    shopIsOpen: true,
    description: '',
    seller: SELLER_ID,
    ...overrides,
  };
}

export function makeShop(overrides: Partial<Shop> = {}): Shop {
  return {
    _id: SHOP_ID,
    name: 'Punjab Da Dhaba',
    category: 'Restaurant',
    productCategories: [],
    address: { addressLine: '12 Main Road', pincode: '110001', city: 'New Delhi', state: 'Delhi' },
    images: [],
    description: '',
    isOpen: true,
    openingTime: '09:00',
    closingTime: '23:00',
    products: [],
    ...overrides,
  };
}
