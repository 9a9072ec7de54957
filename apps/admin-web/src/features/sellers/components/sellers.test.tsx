import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '../../../utils/dates';
import { adminProduct, uuid } from '../../../testing/fixtures';
import { ADMIN, callsTo, mockApi, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const SELLER_ID = uuid(9001);
const summary = (n: number, username: string, shop: string, isOpen: boolean) => ({
  _id: uuid(9000 + n),
  username,
  email: `${username}@example.com`,
  phone: `98000000${String(n).padStart(2, '0')}`,
  shop: { _id: uuid(8000 + n), name: shop, category: 'Grocery', isOpen },
  productsCount: 12,
  salesTotal: 15230.5,
});
const SELLERS = [summary(1, 'ravi', 'Ravi Kirana', true), summary(2, 'anita', 'Anita Bakes', false)];
const SELLER = {
  ...SELLERS[0]!,
  createdAt: '2025-01-02T04:30:00.000Z',
  salesHistory: [
    { date: '2025-03-05', amount: 890 },
    { date: '2025-03-04', amount: 1200.5 },
  ],
};

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/admin/me': { body: { success: true, admin: ADMIN } },
    'GET /api/admin/sellers': (_body, url) => {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      return {
        body: { success: true, sellers: SELLERS.filter((s) => s.username.includes(search) || s.shop.name.toLowerCase().includes(search)) },
      };
    },
    [`GET /api/admin/seller/${SELLER_ID}`]: { body: { success: true, seller: SELLER } },
    [`GET /api/admin/seller/${SELLER_ID}/sales`]: (_body, url) => {
      const date = url.searchParams.get('date')!;
      const records = date === '2025-03-04' ? [{ _id: uuid(9101), orderId: 'ORD004', amount: 1200.5, time: '2025-03-04T07:15:00.000Z' }] : [];
      return { body: { success: true, date, total: records.reduce((sum, r) => sum + r.amount, 0), totalEarnings: records } };
    },
    [`GET /api/admin/seller/${SELLER_ID}/products`]: (_body, url) => {
      const search = url.searchParams.get('search') ?? '';
      const products = [adminProduct(1, { name: 'Atta 5 kg' }), adminProduct(2, { name: 'Toor Dal', inStock: false })];
      return { body: { success: true, products: products.filter((p) => p.name.toLowerCase().includes(search.toLowerCase())) } };
    },
    ...overrides,
  };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('sellers list', () => {
  it('searches by username or shop name and links each seller to their detail', async () => {
    const fetchMock = mockApi(routes());
    const { router } = renderApp('/admin/getSellers');
    expect(await screen.findByRole('link', { name: 'ravi' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ravi' }).getAttribute('href')).toBe(`/admin/seller/${SELLER_ID}`);
    expect(screen.getByRole('link', { name: 'anita' }).closest('tr')!.textContent).toContain('Closed');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search sellers' }), { target: { value: 'bakes' } });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'ravi' })).toBeNull());
    expect(screen.getByRole('link', { name: 'anita' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=bakes');
    expect(callsTo(fetchMock, '/api/admin/sellers').map(({ url }) => url.search)).toEqual(['?search=', '?search=bakes']);
  });
});

describe('seller detail', () => {
  it('shows username, email, shop name, category and open or closed', async () => {
    mockApi(routes());
    renderApp(`/admin/seller/${SELLER_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'ravi' })).toBeTruthy();
    expect(fact('Username')).toBe('ravi');
    expect(fact('Email')).toBe('ravi@example.com');
    expect(fact('Shop name')).toBe('Ravi Kirana');
    expect(fact('Category')).toBe('Grocery');
    expect(fact('Shop')).toBe('Open');
    expect(fact('Total sales')).toBe('₹15,230.50');
  });

  it('shows the sales of today first, and of a day from the sales history when chosen', async () => {
    const fetchMock = mockApi(routes());
    const { router } = renderApp(`/admin/seller/${SELLER_ID}`);
    const day = (await screen.findByRole('heading', { name: /^Sales on / })).closest('section')!;
    expect((within(day).getByLabelText('Date') as HTMLInputElement).value).toBe(todayInIndia());
    expect(await within(day).findByText('No sales on this day.')).toBeTruthy();

    const history = within(screen.getByRole('table', { name: 'Sales history by date' })).getAllByRole('row').slice(1);
    expect(history.map((row) => row.textContent?.replace('Show', ''))).toEqual(['Wed, 5 Mar, 2025₹890.00', 'Tue, 4 Mar, 2025₹1,200.50']);

    fireEvent.click(screen.getByRole('button', { name: 'Show sales of Tue, 4 Mar, 2025' }));
    const records = await within(day).findByRole('table', { name: 'Sales on Tue, 4 Mar, 2025' });
    // 07:15 UTC is 12:45 pm in India.
    expect(within(records).getAllByRole('row')[1]!.textContent).toMatch(/^12:45\s?pm#ORD004₹1,200\.50$/i);
    expect(router.state.location.search).toBe('?date=2025-03-04');
    expect(callsTo(fetchMock, `/api/admin/seller/${SELLER_ID}/sales`).map(({ url }) => url.searchParams.get('date'))).toEqual([
      todayInIndia(),
      '2025-03-04',
    ]);
  });

  it('searches the seller’s products and shows their stock', async () => {
    const fetchMock = mockApi(routes());
    renderApp(`/admin/seller/${SELLER_ID}`);
    const table = await screen.findByRole('table', { name: 'Seller’s products' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [row.querySelector('th')!.textContent, row.lastElementChild!.textContent]),
    ).toEqual([
      ['Atta 5 kg', 'In stock'],
      ['Toor Dal', 'Out of stock'],
    ]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search this seller’s products' }), { target: { value: 'dal' } });
    await waitFor(() => expect(screen.queryByText('Atta 5 kg')).toBeNull());
    expect(screen.getByText('Toor Dal')).toBeTruthy();
    expect(callsTo(fetchMock, `/api/admin/seller/${SELLER_ID}/products`).map(({ url }) => url.search)).toEqual(['?search=', '?search=dal']);
  });

  it('says so for an unknown seller', async () => {
    mockApi(routes({ [`GET /api/admin/seller/${SELLER_ID}`]: { status: 404, body: { success: false, message: 'Seller not found' } } }));
    renderApp(`/admin/seller/${SELLER_ID}`);
    expect(await screen.findByRole('heading', { name: 'Seller not found' })).toBeTruthy();
  });
});
