import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBody } from '@nukkad/api-client/testing';
import type { MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { makeSellerProduct, PRODUCT_ID } from '../../../testing/seller-shop-fixtures';

const PRODUCT = makeSellerProduct();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mockProduct(product: MockReply = { body: { success: true, product: PRODUCT } }, edit?: MockReply) {
  return mockApi((url) => {
    if (url === `/api/shop/getProduct/${PRODUCT_ID}`) return product;
    if (url === '/api/shop/edit-product' && edit) return edit;
    if (url === '/api/shop/get-products') return { body: { success: true, products: [PRODUCT] } };
    return undefined;
  });
}

describe('edit product', () => {
  it('loads the product into the form: the grocery category in its select, the rest as tags, images at card size', async () => {
    mockProduct();
    renderApp(`/seller/edit-product/${PRODUCT_ID}`, { signedIn: true });
    await screen.findByRole('form', { name: 'Product details' });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Amul Taaza Milk 1 L');
    expect((screen.getByLabelText(/^Price \(₹\)/) as HTMLInputElement).value).toBe('68');
    expect((screen.getByLabelText(/^Price before discount/) as HTMLInputElement).value).toBe('72');
    expect((screen.getByLabelText(/^Grocery category/) as HTMLSelectElement).value).toBe('Dairy & Eggs');
    expect(within(screen.getByRole('list', { name: 'Added tags' })).getByText('Milk')).toBeTruthy();
    const images = within(screen.getByRole('list', { name: /Images, in the order/ })).getAllByRole('img');
    expect(images.map((img) => img.getAttribute('src'))).toEqual(['/uploads/milk-card.webp', '/uploads/milk-back-card.webp']);
  });

  it('saves the changes with the product id and the new image order, then opens my products', async () => {
    const fetchSpy = mockProduct(undefined, { body: { success: true, message: 'Product updated successfully!', product: PRODUCT } });
    const { router } = renderApp(`/seller/edit-product/${PRODUCT_ID}`, { signedIn: true });
    await screen.findByRole('form', { name: 'Product details' });
    fireEvent.change(screen.getByLabelText(/^Price \(₹\)/), { target: { value: '66' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move image 2 left' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/my-products'));
    const [[, init]] = callsTo(fetchSpy, '/api/shop/edit-product');
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toEqual({
      productId: PRODUCT_ID,
      product: { name: PRODUCT.name, price: 66, basePrice: 72, dietType: 'Veg', categories: ['Dairy & Eggs', 'Milk'], description: 'Toned milk.' },
      images: ['/uploads/milk-back.webp', '/uploads/milk.webp'],
    });
    expect(await screen.findByText('Product updated successfully!')).toBeTruthy();
  });

  it('on a failed load says so and goes back to my products', async () => {
    mockProduct({ status: 404, body: { success: false, message: 'Product not found' } });
    const { router } = renderApp(`/seller/edit-product/${PRODUCT_ID}`, { signedIn: true });
    expect(await screen.findByText('Some error occurred while fetching product details.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/my-products'));
  });

  it('shows the server’s message when the save is refused', async () => {
    mockProduct(undefined, { status: 403, body: { success: false, message: 'You can only edit your own products.' } });
    const { router } = renderApp(`/seller/edit-product/${PRODUCT_ID}`, { signedIn: true });
    await screen.findByRole('form', { name: 'Product details' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('You can only edit your own products.')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/seller/edit-product/${PRODUCT_ID}`);
  });
});
