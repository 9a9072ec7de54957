import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, mockApi, renderWithApp } from '../../testing/test-utils';
import GroceryCategoryRoute from './grocery-category';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const groceryCalls = (fetch: ReturnType<typeof mockApi>) => fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/grocery'));

describe('GroceryCategoryRoute', () => {
  it('shows a not-found page for an unknown category, without asking the server or offering a Retry', async () => {
    const fetch = mockApi(() => undefined);
    renderWithApp(<GroceryCategoryRoute />, { route: '/products/groceries/NoSuchThing', path: '/products/groceries/:category' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe('/products/groceries');
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    expect(groceryCalls(fetch)).toHaveLength(0);
  });

  it('loads the products of a known category, decoded from the address', async () => {
    const fetch = mockApi((url) =>
      url.startsWith('/api/grocery')
        ? {
            body: {
              success: true,
              products: [makeProduct({ name: 'Amul Milk 500ml', shopType: 'Grocery', categories: ['Dairy & Eggs', 'Milk'] })],
              page: 1,
              hasMore: false,
            },
          }
        : undefined,
    );
    renderWithApp(<GroceryCategoryRoute />, { route: `/products/groceries/${encodeURIComponent('Dairy & Eggs')}`, path: '/products/groceries/:category' });

    expect(await screen.findByRole('heading', { name: 'Amul Milk 500ml' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Dairy & Eggs' })).toBeTruthy();
    expect(groceryCalls(fetch)).toHaveLength(1);
  });
});
