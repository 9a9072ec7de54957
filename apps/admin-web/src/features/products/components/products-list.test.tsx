import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminProduct } from '../../../testing/fixtures';
import { ADMIN, callsTo, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

// Each test drives the whole app through several steps; a busy machine needs more than the default 5 s.
vi.setConfig({ testTimeout: 15_000 });

const PRODUCTS = '/api/admin/products';
const ME = { 'GET /api/admin/me': { body: { success: true, admin: ADMIN } } };

/** 7 pages of 10 for no search, 1 page for a search; names tell the page and the search apart. */
function mockProducts() {
  return mockApi({
    ...ME,
    [`GET ${PRODUCTS}`]: (_body, url) => {
      const search = url.searchParams.get('search') ?? '';
      const page = Number(url.searchParams.get('page'));
      const products = Array.from({ length: search ? 2 : 10 }, (_, i) =>
        adminProduct((page - 1) * 10 + i + 1, search ? { name: `${search} ${i + 1}` } : {}),
      );
      return { body: { success: true, products, currentPage: page, totalPages: search ? 1 : 7 } };
    },
  });
}

const productCalls = (fetchMock: ReturnType<typeof mockApi>) => callsTo(fetchMock, PRODUCTS).map(({ url }) => url.search);

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('products', () => {
  it('searches 500 ms after typing stops, once, and starts from page 1', async () => {
    const fetchMock = mockProducts();
    const { router } = renderApp('/admin/adminProducts?page=3');
    expect(await screen.findByText('Product 21')).toBeTruthy();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const box = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(box, { target: { value: 'at' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box, { target: { value: 'atta' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(productCalls(fetchMock)).toEqual(['?search=&page=3']);

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.search).toBe('?search=atta');
    expect(productCalls(fetchMock)).toEqual(['?search=&page=3', '?search=atta&page=1']);
    await act(() => vi.runOnlyPendingTimersAsync());
    vi.useRealTimers();

    expect(await screen.findByText('atta 1')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
  });

  it('pages with numbered buttons kept in the URL', async () => {
    const fetchMock = mockProducts();
    const { router } = renderApp('/admin/adminProducts');
    expect(await screen.findByText('Product 1')).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Product pages' }));
    expect(pages.getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual(['1', '2', '3']);

    fireEvent.click(pages.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Product 21')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=3');
    expect(within(screen.getByRole('navigation', { name: 'Product pages' })).getAllByRole('button', { name: /^Page / }).map((b) => b.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(productCalls(fetchMock)).toEqual(['?search=&page=1', '?search=&page=3']);
  });

  it('says the spec’s text when the products fail, and Retry loads them', async () => {
    let fail = true;
    mockApi({
      ...ME,
      [`GET ${PRODUCTS}`]: () =>
        fail
          ? { status: 500, body: { success: false, message: 'Down' } }
          : { body: { success: true, products: [adminProduct(1, { inStock: false })], currentPage: 1, totalPages: 1 } },
    });
    renderApp('/admin/adminProducts');
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load products. Please try again later.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    const row = (await screen.findByText('Product 1')).closest('tr')!;
    await waitFor(() => expect(row.textContent).toContain('Out of stock'));
  });
});
