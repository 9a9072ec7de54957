import type { Product } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, mockApi, renderWithApp } from '../../../testing/test-utils';
import { GroceryCategoryProducts } from './grocery-category-products';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const grocery = (n: number, name: string, subCategory: string) =>
  makeProduct({ _id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`, name, shopType: 'Grocery', categories: ['Dairy & Eggs', subCategory] });

const PAGES: Record<string, { products: Product[]; hasMore: boolean }> = {
  '1': { products: [grocery(1, 'Amul Milk 500ml', 'Milk')], hasMore: true },
  '2': { products: [grocery(2, 'Mother Dairy Milk 1L', 'Milk'), grocery(3, 'Nestle Dahi 400g', 'Curd')], hasMore: false },
};

/** Answers GET /api/grocery from PAGES; `failPage2` times page 2 answers with a 500 first. */
function mockGroceryPages({ failPage2 = 0 } = {}) {
  let failuresLeft = failPage2;
  return mockApi((url) => {
    if (!url.startsWith('/api/grocery')) return undefined;
    const params = new URL(url, 'http://localhost').searchParams;
    const page = params.get('page') ?? '1';
    if (page === '2' && failuresLeft > 0) {
      failuresLeft -= 1;
      return { status: 500, body: { success: false, message: 'Server error' } };
    }
    return { body: { success: true, ...PAGES[page], page: Number(page) } };
  });
}

const requestedPages = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith('/api/grocery'))
    .map((url) => new URL(url, 'http://localhost').searchParams.get('page'));

const group = (name: string) => screen.getByRole('region', { name });

/** Without IntersectionObserver nothing loads by itself, so only the button asks for more. */
const withoutScrollLoading = () => vi.stubGlobal('IntersectionObserver', undefined);

describe('GroceryCategoryProducts', () => {
  it('asks for page 1 first, then shows the products of page 2 on "Show more products", still grouped by second category', async () => {
    withoutScrollLoading();
    const fetch = mockGroceryPages();
    renderWithApp(<GroceryCategoryProducts category="Dairy & Eggs" />);

    expect(await screen.findByRole('heading', { name: 'Amul Milk 500ml' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Mother Dairy Milk 1L' })).toBeNull();
    expect(requestedPages(fetch)).toEqual(['1']);

    fireEvent.click(screen.getByRole('button', { name: 'Show more products' }));

    expect(await screen.findByRole('heading', { name: 'Nestle Dahi 400g' })).toBeTruthy();
    expect(requestedPages(fetch)).toEqual(['1', '2']);
    const milk = within(group('Milk'));
    expect(milk.getByRole('heading', { name: 'Amul Milk 500ml' })).toBeTruthy();
    expect(milk.getByRole('heading', { name: 'Mother Dairy Milk 1L' })).toBeTruthy();
    expect(within(group('Curd')).getByRole('heading', { name: 'Nestle Dahi 400g' })).toBeTruthy();
    expect(group('Milk').textContent).toContain('2 items');
    expect(screen.queryByRole('button', { name: 'Show more products' })).toBeNull();
  });

  it('loads page 2 by itself when the end of the list comes near the screen', async () => {
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          observed.push(target);
          this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
        }
        disconnect() {}
      },
    );
    const fetch = mockGroceryPages();
    renderWithApp(<GroceryCategoryProducts category="Dairy & Eggs" />);

    expect(await screen.findByRole('heading', { name: 'Mother Dairy Milk 1L' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Nestle Dahi 400g' })).toBeTruthy();
    expect(requestedPages(fetch)).toEqual(['1', '2']);
    expect(observed.length).toBeGreaterThan(0);
  });

  it('keeps the rows it has when a later page fails, and Retry loads that page', async () => {
    withoutScrollLoading();
    const fetch = mockGroceryPages({ failPage2: 1 });
    renderWithApp(<GroceryCategoryProducts category="Dairy & Eggs" />);

    fireEvent.click(await screen.findByRole('button', { name: 'Show more products' }));

    expect(await screen.findByText('Could not load more products.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Amul Milk 500ml' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /retry/i }));

    expect(await screen.findByRole('heading', { name: 'Nestle Dahi 400g' })).toBeTruthy();
    expect(screen.queryByText('Could not load more products.')).toBeNull();
    expect(requestedPages(fetch)).toEqual(['1', '2', '2']);
  });
});
