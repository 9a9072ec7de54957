import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBody } from '@nukkad/api-client/testing';
import type { MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { makeSellerProduct, profileReply } from '../../../testing/seller-shop-fixtures';

const MILK = makeSellerProduct();
const BREAD = makeSellerProduct({
  _id: '8b2f3a4e-5d6c-4b7a-9988-776655443322',
  name: 'Harvest Gold Bread',
  images: ['/demo/bread.svg'],
  price: 1245,
  basePrice: null,
  inStock: false,
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mockProducts(products: MockReply = { body: { success: true, products: [MILK, BREAD] } }, stock?: (productId: string) => MockReply) {
  return mockApi((url, init) => {
    if (url === '/api/shop/seller-profile') return { body: profileReply() };
    if (url === '/api/shop/get-products') return products;
    if (url === '/api/shop/update-stock' && stock) return stock((sentBody(init) as { productId: string }).productId);
    return undefined;
  });
}

const row = (name: string) => screen.getByRole('article', { name });

describe('my products', () => {
  it('lists each product with its card image, price in rupees, stock state and edit link', async () => {
    mockProducts();
    renderApp('/seller/my-products', { signedIn: true });
    const milk = await screen.findByRole('article', { name: MILK.name });
    expect(milk.querySelector('img')?.getAttribute('src')).toBe('/uploads/milk-card.webp');
    expect(within(milk).getByText('₹68.00')).toBeTruthy();
    expect(within(milk).getByText('₹72.00')).toBeTruthy();
    expect(within(milk).getByText('In stock')).toBeTruthy();
    expect(within(milk).getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(`/seller/edit-product/${MILK._id}`);
    const bread = row(BREAD.name);
    expect(within(bread).getByText('₹1,245.00')).toBeTruthy();
    expect(within(bread).getByText('Out of stock')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add product' }).getAttribute('href')).toBe('/seller/add-product');
  });

  it('flips a product’s stock with its button and updates the list in place', async () => {
    const fetchSpy = mockProducts(undefined, () => ({ body: { success: true, message: 'Stock updated', inStock: false } }));
    renderApp('/seller/my-products', { signedIn: true });
    const milk = await screen.findByRole('article', { name: MILK.name });
    fireEvent.click(within(milk).getByRole('button', { name: 'Mark out of stock' }));

    expect(await within(milk).findByText('Out of stock')).toBeTruthy();
    expect(within(milk).getByRole('button', { name: 'Mark in stock' })).toBeTruthy();
    expect(await screen.findByText(`${MILK.name} is now out of stock.`)).toBeTruthy();
    const calls = callsTo(fetchSpy, '/api/shop/update-stock');
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]?.method).toBe('PUT');
    expect(sentBody(calls[0]![1])).toEqual({ productId: MILK._id });
    // The rest of the list is as it was, and the list was not fetched again.
    expect(within(row(BREAD.name)).getByText('Out of stock')).toBeTruthy();
    expect(callsTo(fetchSpy, '/api/shop/get-products')).toHaveLength(1);
  });

  it('says “Failed to update stock.” when the server refuses, and leaves the product as it was', async () => {
    mockProducts(undefined, () => ({ status: 404, body: { success: false, message: 'Product not found' } }));
    renderApp('/seller/my-products', { signedIn: true });
    const milk = await screen.findByRole('article', { name: MILK.name });
    fireEvent.click(within(milk).getByRole('button', { name: 'Mark out of stock' }));
    expect(await screen.findByText('Failed to update stock.')).toBeTruthy();
    expect(within(milk).getByText('In stock')).toBeTruthy();
  });

  it('says “Error updating stock status.” when no answer comes back', async () => {
    mockProducts(undefined, () => {
      throw new TypeError('Failed to fetch');
    });
    renderApp('/seller/my-products', { signedIn: true });
    const bread = await screen.findByRole('article', { name: BREAD.name });
    fireEvent.click(within(bread).getByRole('button', { name: 'Mark in stock' }));
    expect(await screen.findByText('Error updating stock status.')).toBeTruthy();
    expect(within(bread).getByText('Out of stock')).toBeTruthy();
  });

  it('searches by name on the page, keeps the search in the address, and says “No products found.”', async () => {
    mockProducts();
    const { router } = renderApp('/seller/my-products', { signedIn: true });
    const search = await screen.findByRole('searchbox', { name: 'Search by name' });
    fireEvent.change(search, { target: { value: '  BREAD ' } });
    expect(screen.queryByRole('article', { name: MILK.name })).toBeNull();
    expect(row(BREAD.name)).toBeTruthy();
    expect(screen.getByText('1 of 2 products')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=++BREAD+');

    fireEvent.change(search, { target: { value: 'paneer' } });
    expect(screen.getByText('No products found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('starts from the search in the address after a reload', async () => {
    mockProducts();
    renderApp('/seller/my-products?q=milk', { signedIn: true });
    expect(await screen.findByRole('article', { name: MILK.name })).toBeTruthy();
    expect(screen.queryByRole('article', { name: BREAD.name })).toBeNull();
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('milk');
  });

  it('says “No products found.” with an Add product button when there are none', async () => {
    mockProducts({ body: { success: true, products: [] } });
    renderApp('/seller/my-products', { signedIn: true });
    expect(await screen.findByText('No products found.')).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Add product' })).toHaveLength(2);
  });

  it('says “Failed to fetch products.” when the server refuses, and retries', async () => {
    let answer: MockReply = { status: 500, body: { success: false, message: 'Something went wrong. Please try again later.' } };
    mockApi((url) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply() };
      if (url === '/api/shop/get-products') return answer;
      return undefined;
    });
    renderApp('/seller/my-products', { signedIn: true });
    expect(await screen.findByText('Failed to fetch products.')).toBeTruthy();
    answer = { body: { success: true, products: [MILK] } };
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: MILK.name })).toBeTruthy();
  });

  it('says “Error fetching products.” when no answer comes back', async () => {
    mockApi((url) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply() };
      if (url === '/api/shop/get-products') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/seller/my-products', { signedIn: true });
    expect(await screen.findByText('Error fetching products.')).toBeTruthy();
  });

  it('asks a seller without a shop to add it first', async () => {
    mockApi((url) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply({ shop: null }) };
      if (url === '/api/shop/get-products') return { body: { success: true, products: [] } };
      return undefined;
    });
    renderApp('/seller/my-products', { signedIn: true });
    expect(await screen.findByText('No shop details found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your shop' }).getAttribute('href')).toBe('/seller/add-shop');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add product' })).toBeNull());
  });
});

describe('archived products', () => {
  const KULFI = makeSellerProduct({ _id: '9c3f4b5e-6d7c-4c8b-9a99-887766554433', name: 'Pista Kulfi', inStock: false, archived: true });

  function mockWithArchive(onArchive: (productId: string) => MockReply, onRestore: (productId: string) => MockReply) {
    return mockApi((url, init) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply() };
      if (url === '/api/shop/get-products') return { body: { success: true, products: [MILK, KULFI] } };
      const archive = url.match(/^\/api\/shop\/delete-product\/(.+)$/);
      if (archive && init?.method === 'DELETE') return onArchive(archive[1]!);
      const restore = url.match(/^\/api\/shop\/restore-product\/(.+)$/);
      if (restore && init?.method === 'POST') return onRestore(restore[1]!);
      return undefined;
    });
  }

  it('lists archived products apart, under Archived, with Restore instead of the stock button', async () => {
    mockWithArchive(() => ({ status: 500, body: {} }), () => ({ status: 500, body: {} }));
    renderApp('/seller/my-products', { signedIn: true });
    const archived = await screen.findByRole('list', { name: 'Archived products' });
    const kulfi = within(archived).getByRole('article', { name: 'Pista Kulfi' });
    expect(within(kulfi).getByText('Archived')).toBeTruthy();
    expect(within(kulfi).getByRole('button', { name: 'Restore' })).toBeTruthy();
    expect(within(kulfi).queryByRole('button', { name: /Mark/ })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Products' })).getByRole('article', { name: MILK.name })).toBeTruthy();
  });

  it('archives after confirming, moving the product under Archived; Restore brings it back', async () => {
    const fetchSpy = mockWithArchive(
      () => ({ body: { success: true, message: 'Product archived.', product: { ...MILK, archived: true, inStock: false } } }),
      () => ({ body: { success: true, message: 'Product restored.', product: { ...MILK, archived: false, inStock: true } } }),
    );
    renderApp('/seller/my-products', { signedIn: true });
    const milk = await screen.findByRole('article', { name: MILK.name });
    fireEvent.click(within(milk).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));

    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Archived products' })).getByRole('article', { name: MILK.name })).toBeTruthy());
    expect(callsTo(fetchSpy, `/api/shop/delete-product/${MILK._id}`)).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Products' })).toBeNull();

    fireEvent.click(within(row(MILK.name)).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Products' })).getByRole('article', { name: MILK.name })).toBeTruthy());
    expect(callsTo(fetchSpy, `/api/shop/restore-product/${MILK._id}`)).toHaveLength(1);
  });

  it('cancelling the confirmation archives nothing', async () => {
    const fetchSpy = mockWithArchive(() => ({ body: {} }), () => ({ body: {} }));
    renderApp('/seller/my-products', { signedIn: true });
    const milk = await screen.findByRole('article', { name: MILK.name });
    fireEvent.click(within(milk).getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo(fetchSpy, `/api/shop/delete-product/${MILK._id}`)).toHaveLength(0);
  });
});
