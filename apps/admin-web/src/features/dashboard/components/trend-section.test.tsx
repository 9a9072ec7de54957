import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, callsTo, deferred, mockApi, type ApiReply, type ApiRoutes } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

// Records when the chart module is first imported, so the test can tell that the dashboard did not wait for it.
const chartModule = vi.hoisted(() => ({ imported: vi.fn() }));
vi.mock('./trend-chart', async (importOriginal) => {
  chartModule.imported();
  return importOriginal();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const OVERVIEW = {
  success: true,
  data: {
    orders: { total: 10, pending: 2, delivered: 8 },
    deliveryBoys: { active: 1, available: 2 },
    sales: { total: 5000, today: 450, coupons: 0 },
    outstandingAmount: 0,
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

describe('the orders and sales chart', () => {
  it('paints the cards first and imports the chart only once the trend is there', async () => {
    const trend = deferred<ApiReply>();
    const fetchMock = mockApi(routes({ 'GET /api/admin/dashboard-trend': () => trend.promise }));
    renderApp('/admin/dashboard', { signedIn: true });

    await screen.findByText('₹5,000.00');
    expect(screen.getByTestId('trend-chart-skeleton')).toBeTruthy();
    expect(chartModule.imported).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/admin/dashboard-trend').map((call) => call.url.search)).toEqual(['?days=30']);

    trend.resolve({ body: TREND });
    expect(await screen.findByTestId('trend-chart')).toBeTruthy();
    expect(chartModule.imported).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('trend-chart-skeleton')).toBeNull();

    const section = screen.getByRole('heading', { name: 'Orders and sales, last 30 days' }).closest('section')!;
    expect(section.querySelector('.trend__totals')!.textContent).toBe('15 orders₹1,650.50 sales');
    const table = within(section).getByRole('table', { name: 'Orders and sales per day, last 30 days' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Mon, 3 Mar, 20254₹0.00', 'Tue, 4 Mar, 20259₹1,200.50', 'Wed, 5 Mar, 20252₹450.00']);
  });

  it('keeps the cards when the chart fails, with a Retry for the chart alone', async () => {
    let fail = true;
    const fetchMock = mockApi(
      routes({
        'GET /api/admin/dashboard-trend': () => (fail ? { status: 500, body: { success: false, message: 'Down' } } : { body: TREND }),
      }),
    );
    renderApp('/admin/dashboard', { signedIn: true });

    expect(await screen.findByText('Failed to load the chart. Please try again.')).toBeTruthy();
    expect(screen.getByText('₹5,000.00')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('trend-chart')).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, '/api/admin/dashboard-trend')).toHaveLength(2));
    expect(callsTo(fetchMock, '/api/admin/dashboard-overview')).toHaveLength(1);
  });
});
