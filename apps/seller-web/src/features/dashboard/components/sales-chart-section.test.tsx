import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, mockApi, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

// Records when the chart module is first imported, so the test can tell that the dashboard did not wait for it.
const chartModule = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('./sales-chart', async (importOriginal) => {
  chartModule.imported();
  return importOriginal();
});

const MARKER = 'nukkad.seller.session';
const details = {
  success: true,
  sellerDetails: {
    _id: '5b0f8f4e-7d3c-4d8e-9a51-0a3c2b1d4e6f',
    username: 'Ravi Stores',
    email: null,
    phone: '9000000001',
    shop: { _id: '0c6b9f3e-1a2b-4c5d-8e9f-112233445566', name: 'Ravi Kirana', category: 'Grocery', isOpen: true },
    todaySalesTotal: 450,
    pendingOrdersCount: 2,
    productsCount: 8,
  },
};
const sales = {
  success: true,
  sales: [
    { date: '2025-03-03', amount: 0 },
    { date: '2025-03-04', amount: 1200.5 },
    { date: '2025-03-05', amount: 450 },
  ],
  total: 1650.5,
};

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the dashboard’s sales chart', () => {
  it('paints the figures first, shows a skeleton, and imports the chart only once the sales are there', async () => {
    const salesReply = deferred<MockReply>();
    const fetchSpy = mockApi((url) => {
      if (url === '/api/auth/getSellerDetails') return { body: details };
      if (url === '/api/notification/unread-order-notifications') return { body: { success: true, count: 0 } };
      if (url.startsWith('/api/shop/sales')) return salesReply.promise;
      return undefined;
    });
    renderApp('/seller');

    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ravi Stores' })).toBeTruthy();
    expect(screen.getByText('₹450.00')).toBeTruthy();
    expect(screen.getByTestId('sales-chart-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('sales-chart')).toBeNull();
    expect(chartModule.imported).not.toHaveBeenCalled();
    expect(callsTo(fetchSpy, '/api/shop/sales').map(([url]) => url)).toEqual(['/api/shop/sales?days=30']);

    salesReply.resolve({ body: sales });
    expect(await screen.findByTestId('sales-chart')).toBeTruthy();
    expect(chartModule.imported).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('sales-chart-skeleton')).toBeNull();
  });

  it('gives the total and every day’s figure as a table for screen readers', async () => {
    mockApi((url) => {
      if (url === '/api/auth/getSellerDetails') return { body: details };
      if (url === '/api/notification/unread-order-notifications') return { body: { success: true, count: 0 } };
      if (url.startsWith('/api/shop/sales')) return { body: sales };
      return undefined;
    });
    renderApp('/seller');

    const section = (await screen.findByRole('heading', { name: 'Sales, last 30 days' })).closest('section')!;
    const table = await within(section).findByRole('table', { name: 'Sales per day, last 30 days: ₹1,650.50 in total' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Mon, 3 Mar, 2025₹0.00', 'Tue, 4 Mar, 2025₹1,200.50', 'Wed, 5 Mar, 2025₹450.00']);
    expect(within(section).getByText('₹1,650.50')).toBeTruthy();
    // The drawing repeats the table, so assistive technology reads the table only.
    expect((await screen.findByTestId('sales-chart')).getAttribute('aria-hidden')).toBe('true');
  });

  it('keeps the dashboard when the sales fail, with a Retry for the chart alone', async () => {
    let salesFail = true;
    const fetchSpy = mockApi((url) => {
      if (url === '/api/auth/getSellerDetails') return { body: details };
      if (url === '/api/notification/unread-order-notifications') return { body: { success: true, count: 0 } };
      if (url.startsWith('/api/shop/sales')) {
        return salesFail ? { status: 500, body: { success: false, message: 'Something went wrong. Please try again later.' } } : { body: sales };
      }
      return undefined;
    });
    renderApp('/seller');

    expect(await screen.findByText('Failed to load your sales. Please try again.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Ravi Stores' })).toBeTruthy();
    salesFail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('sales-chart')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchSpy, '/api/shop/sales')).toHaveLength(2));
    expect(callsTo(fetchSpy, '/api/auth/getSellerDetails')).toHaveLength(1);
  });
});
