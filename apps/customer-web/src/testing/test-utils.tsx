import { authKeys } from '@nukkad/api-client';
import { createRenderApp, jsonResponse, renderRoutes, requestUrl } from '@nukkad/api-client/testing';
import type { Customer, Product, Shop } from '@nukkad/contracts';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { session } from '../lib/session';

const app = { Provider: AppProvider, session };

/** The whole app (real routes and providers) at a path. */
export const renderApp = createRenderApp({ ...app, routes: createRoutes });

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
  return renderRoutes(
    app,
    [
      { path, element: ui },
      { path: '*', element: <LocationProbe /> },
    ],
    route,
    {
      signedIn: Boolean(user),
      prepare: (queryClient) => {
        if (user) queryClient.setQueryData(authKeys.user, { success: true as const, user });
      },
    },
  );
}

type Reply = { status?: number; body: unknown };
type Handler = (url: string, init: RequestInit | undefined) => Reply | Promise<Reply> | undefined;

/** Answers the app's API calls from `handler`; GET /auth/getUser is a 401 (nobody signed in) unless the handler says otherwise. */
export function mockApi(handler: Handler) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = requestUrl(input);
    const reply = (await handler(url, init)) ??
      (url.startsWith('/api/auth/getUser')
        ? { status: 401, body: { success: false, message: 'Please log in' } }
        : { status: 500, body: { success: false, message: `No mock for ${url}` } });
    return jsonResponse(reply.status ?? 200, reply.body);
  });
}

/** The JSON body a mocked call was sent with. */
export const sentBody = (init: RequestInit | undefined) => JSON.parse(String(init?.body ?? 'null')) as unknown;

const SHOP_ID = '11111111-1111-4111-8111-111111111111';
const SELLER_ID = '22222222-2222-4222-8222-222222222222';

/** A signed-in customer with empty carts. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return { _id: '55555555-5555-4555-8555-555555555555', name: 'Asha Verma', phone: '9876543210', foodCart: [], groceryCart: [], ...overrides };
}

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
    discountPercent: null,
    openingTime: '09:00',
    closingTime: '23:00',
    rating: null,
    products: [],
    ...overrides,
  };
}
