import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { ADMIN, callsTo, mockApi, type ApiReply, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';
import { DashboardTiles } from './dashboard-tiles';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const OVERVIEW = {
  success: true,
  data: {
    orders: { total: 1234, pending: 56, delivered: 1170 },
    deliveryBoys: { active: 3, available: 7 },
    sales: { total: 1234567.5, today: 1200, coupons: 350 },
    outstandingAmount: 3450.75,
  },
};
const TREND = {
  success: true,
  days: [
    { date: '2025-03-03', orders: 4, sales: 0 },
    { date: '2025-03-04', orders: 9, sales: 1200.5 },
    { date: '2025-03-05', orders: 2, sales: 450 },
  ],
};

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    'GET /api/admin/me': { body: { success: true, admin: ADMIN } },
    'GET /api/admin/dashboard-overview': { body: OVERVIEW },
    'GET /api/admin/dashboard-trend': { body: TREND },
    ...overrides,
  };
}

const card = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('li')!;
const figures = (title: string) =>
  [...card(title).querySelectorAll('.overview-card__figure')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);

describe('dashboard tiles', () => {
  it('links every tile to its screen, Customer Queries to the queries inbox (a step past the spec)', () => {
    render(
      <MemoryRouter>
        <DashboardTiles />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.querySelector('.tile__title')?.textContent, link.getAttribute('href')])).toEqual([
      ['Sellers Details', '/admin/getSellers'],
      ['Product Details', '/admin/adminProducts'],
      ['Order Details', '/admin/all-orders'],
      ['User Details', '/admin/userDetails'],
      ['Customer Queries', '/admin/queries'],
      ['Coupons', '/admin/coupons'],
    ]);
  });
});

describe('overview cards', () => {
  it('shows the four cards with the overview’s figures, money in rupees with 2 decimals', async () => {
    mockApi(routes());
    renderApp('/admin/dashboard', { signedIn: true });

    await screen.findByText('₹12,34,567.50');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Orders', 'Delivery Boys', 'Sales', 'Outstanding Amount']);
    expect(figures('Orders')).toEqual([
      ['Total', '1,234'],
      ['Pending', '56'],
      ['Delivered', '1,170'],
    ]);
    expect(figures('Delivery Boys')).toEqual([
      ['Active', '3'],
      ['Available', '7'],
    ]);
    expect(figures('Sales')).toEqual([
      ['Total', '₹12,34,567.50'],
      ['Today', '₹1,200.00'],
      ['Coupons', '₹350.00'],
    ]);
    expect(figures('Outstanding Amount')).toEqual([['Amount', '₹3,450.75']]);
    expect(within(card('Outstanding Amount')).getByRole('link', { name: 'View outstanding amounts' }).getAttribute('href')).toBe(
      '/admin/outstandingAmounts',
    );
  });

  it('says the spec’s failure text with Retry, and Retry loads the figures', async () => {
    let fail = true;
    const fetchMock = mockApi(
      routes({
        'GET /api/admin/dashboard-overview': () =>
          fail ? { status: 500, body: { success: false, message: 'Something went wrong on our side.' } } : { body: OVERVIEW },
      }),
    );
    renderApp('/admin/dashboard', { signedIn: true });

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load dashboard data. Please try again.');
    // The rest of the dashboard stays usable.
    expect(screen.getByRole('link', { name: /Sellers Details/ })).toBeTruthy();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('₹12,34,567.50')).toBeTruthy();
    expect(screen.queryByText('Failed to load dashboard data. Please try again.')).toBeNull();
    expect(callsTo(fetchMock, '/api/admin/dashboard-overview')).toHaveLength(2);
  });

  it.each<[string, ApiReply]>([
    ['a 401', { status: 401, body: { success: false, message: 'Please log in to continue.' } }],
    ['a reply with success false', { status: 200, body: { success: false, message: 'Session expired' } }],
  ])('sends the admin to /admin/login on %s', async (_, reply) => {
    mockApi(routes({ 'GET /api/admin/dashboard-overview': reply }));
    const { router } = renderApp('/admin/dashboard', { signedIn: true });

    await screen.findByRole('heading', { name: 'Admin login' });
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(window.localStorage.getItem('nukkad.admin.session')).toBeNull();
    expect(screen.queryByText('Failed to load dashboard data. Please try again.')).toBeNull();
  });
});
