import { GROCERY_CATEGORIES, REQUIRED_PRODUCT_FIELDS_MESSAGE } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBody } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { imageFile, makeSellerProduct, profileReply, SHOP_ID } from '../../../testing/seller-shop-fixtures';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** POST /upload answers each file with its own paths, named after the file. */
function uploaded(init: RequestInit | undefined) {
  const file = (init?.body as FormData).get('photos') as File;
  const name = file.name.replace(/\.\w+$/, '');
  return { body: { success: true, files: [{ url: `/uploads/${name}.webp`, thumbUrl: `/uploads/${name}-card.webp` }] } };
}

function mockSellerApi(category: 'Grocery' | 'Restaurant' = 'Grocery', addReply?: { status?: number; body: unknown }) {
  return mockApi((url, init) => {
    if (url === '/api/shop/seller-profile') return { body: profileReply({ shop: { _id: SHOP_ID, name: 'Ravi Kirana', category, isOpen: true } }) };
    if (url === '/upload') return uploaded(init);
    if (url === '/api/shop/add-product') return addReply ?? { body: { success: true, message: 'Product added successfully!', product: makeSellerProduct() } };
    if (url === '/api/shop/get-products') return { body: { success: true, products: [makeSellerProduct()] } };
    return undefined;
  });
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const pick = (...files: File[]) => fireEvent.change(screen.getByLabelText('Choose images'), { target: { files } });
/** Waits for the button, which reads "Waiting for images…" while uploads are under way. */
const submit = async () => fireEvent.click(await screen.findByRole('button', { name: 'Add product' }));
const addCalls = (fetchSpy: ReturnType<typeof mockApi>) => callsTo(fetchSpy, '/api/shop/add-product');

async function openForm(category: 'Grocery' | 'Restaurant' = 'Grocery', addReply?: { status?: number; body: unknown }) {
  const fetchSpy = mockSellerApi(category, addReply);
  const view = renderApp('/seller/add-product', { signedIn: true });
  await screen.findByRole('form', { name: 'Product details' });
  return { fetchSpy, ...view };
}

describe('add product', () => {
  it('refuses a form without name, price or image with the spec message, and sends nothing', async () => {
    const { fetchSpy } = await openForm();
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(REQUIRED_PRODUCT_FIELDS_MESSAGE);
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Price \(₹\)/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Add at least one image.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Name/));
    expect(addCalls(fetchSpy)).toHaveLength(0);
  });

  it('still refuses when only the image is missing', async () => {
    const { fetchSpy } = await openForm('Restaurant');
    fill(/^Name/, 'Paneer Tikka');
    fill(/^Price \(₹\)/, '229');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(REQUIRED_PRODUCT_FIELDS_MESSAGE);
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBeNull();
    expect(addCalls(fetchSpy)).toHaveLength(0);
  });

  it('types the price as text (decimal keyboard) with diet type Veg by default', async () => {
    await openForm();
    const price = screen.getByLabelText(/^Price \(₹\)/);
    expect(price.getAttribute('type')).toBe('text');
    expect(price.getAttribute('inputmode')).toBe('decimal');
    expect((screen.getByLabelText(/^Diet type/) as HTMLSelectElement).value).toBe('Veg');
  });

  it('does not add an empty tag, nor the same tag twice', async () => {
    await openForm();
    const tags = screen.getByLabelText('More categories');
    fireEvent.change(tags, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.queryByRole('list', { name: 'Added tags' })).toBeNull();
    expect(screen.getByText('Type a tag first.')).toBeTruthy();

    fireEvent.change(tags, { target: { value: ' Milk ' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'milk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const list = screen.getByRole('list', { name: 'Added tags' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Milk']);
    expect(screen.getByText('“milk” is already added.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Milk' }));
    expect(screen.queryByRole('list', { name: 'Added tags' })).toBeNull();
  });

  it('lets a grocer pick the first category from the sixteen and says the second groups the category page', async () => {
    await openForm('Grocery');
    const select = screen.getByLabelText(/^Grocery category/) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['', ...GROCERY_CATEGORIES]);
    fireEvent.change(select, { target: { value: 'Dairy & Eggs' } });
    expect(screen.getByText(/groups the product on the customer’s Dairy & Eggs page/)).toBeTruthy();
  });

  it('shows no grocery select to other shops', async () => {
    await openForm('Restaurant');
    expect(screen.queryByLabelText(/^Grocery category/)).toBeNull();
    expect(screen.getByLabelText('Categories')).toBeTruthy();
  });

  it('uploads the images, sends them in the order the seller arranged, and goes to my products', async () => {
    const { fetchSpy, router } = await openForm('Grocery');
    fill(/^Name/, 'Amul Taaza Milk 1 L');
    fill(/^Price \(₹\)/, '68.50');
    fill(/^Price before discount/, '72');
    fireEvent.change(screen.getByLabelText(/^Grocery category/), { target: { value: 'Dairy & Eggs' } });
    const tags = screen.getByLabelText('More categories');
    fireEvent.change(tags, { target: { value: 'Milk' } });
    fireEvent.keyDown(tags, { key: 'Enter' });

    pick(imageFile('front.jpg'), imageFile('back.png', 'image/png'), imageFile('side.webp', 'image/webp'));
    expect(await screen.findByText('3 of 6 images added.')).toBeTruthy();
    expect(callsTo(fetchSpy, '/upload')).toHaveLength(3);

    const images = () => within(screen.getByRole('list', { name: /Images, in the order customers see them/ })).getAllByRole('img');
    const srcOf = () => images().map((image) => image.getAttribute('src'));
    // Whatever order the uploads finished in, the previews draw the card size.
    expect(srcOf().every((src) => src?.endsWith('-card.webp'))).toBe(true);
    const first = srcOf();
    fireEvent.click(screen.getByRole('button', { name: 'Move image 3 left' }));
    expect(srcOf()).toEqual([first[0], first[2], first[1]]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(srcOf()).toEqual([first[2], first[1]]);
    expect(screen.getByText('Shown to customers')).toBeTruthy();

    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/my-products'));
    const [[, init]] = addCalls(fetchSpy);
    expect(init?.method).toBe('POST');
    expect(sentBody(init)).toEqual({
      product: {
        name: 'Amul Taaza Milk 1 L',
        price: 68.5,
        basePrice: 72,
        dietType: 'Veg',
        categories: ['Dairy & Eggs', 'Milk'],
        description: '',
      },
      images: [first[2], first[1]].map((src) => src!.replace('-card.webp', '.webp')),
    });
    expect(await screen.findByText('Product added successfully!')).toBeTruthy();
  });

  it('shows the server’s message when it refuses the product, and keeps the form', async () => {
    await openForm('Restaurant', {
      status: 400,
      body: { success: false, message: 'Invalid input', errors: [{ path: 'product.basePrice', message: 'Base price cannot be below the price' }] },
    });
    fill(/^Name/, 'Paneer Tikka');
    fill(/^Price \(₹\)/, '229');
    pick(imageFile('tikka.jpg'));
    expect(await screen.findByText('1 of 6 images added.')).toBeTruthy();
    await submit();
    expect(await screen.findByText('Invalid input')).toBeTruthy();
    expect(screen.getByText('Base price cannot be below the price')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Product details' })).toBeTruthy();
  });

  it('says “Error submitting product.” when no answer comes back', async () => {
    mockApi((url, init) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply() };
      if (url === '/upload') return uploaded(init);
      if (url === '/api/shop/add-product') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/seller/add-product', { signedIn: true });
    await screen.findByRole('form', { name: 'Product details' });
    fill(/^Name/, 'Amul Taaza Milk 1 L');
    fill(/^Price \(₹\)/, '68');
    fireEvent.change(screen.getByLabelText(/^Grocery category/), { target: { value: 'Dairy & Eggs' } });
    pick(imageFile('milk.jpg'));
    expect(await screen.findByText('1 of 6 images added.')).toBeTruthy();
    await submit();
    expect(await screen.findByText('Error submitting product.')).toBeTruthy();
  });

  it('checks the price with the contracts’ rule before sending', async () => {
    const { fetchSpy } = await openForm('Restaurant');
    fill(/^Name/, 'Paneer Tikka');
    fill(/^Price \(₹\)/, '12.345');
    pick(imageFile('tikka.jpg'));
    expect(await screen.findByText('1 of 6 images added.')).toBeTruthy();
    await submit();
    expect(await screen.findByText('Enter a price in rupees greater than 0, with at most two decimals')).toBeTruthy();
    expect(addCalls(fetchSpy)).toHaveLength(0);
  });

  it('keeps what the seller typed across a reload, until they discard it', async () => {
    await openForm('Restaurant');
    fill(/^Name/, 'Paneer Tikka');
    fill(/^Price \(₹\)/, '229');
    cleanup();

    renderApp('/seller/add-product', { signedIn: true });
    await screen.findByRole('form', { name: 'Product details' });
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Paneer Tikka');
    expect((screen.getByLabelText(/^Price \(₹\)/) as HTMLInputElement).value).toBe('229');
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('asks a seller without a shop to add it first', async () => {
    mockApi((url) => (url === '/api/shop/seller-profile' ? { body: profileReply({ shop: null }) } : undefined));
    renderApp('/seller/add-product', { signedIn: true });
    expect(await screen.findByText('No shop details found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your shop' }).getAttribute('href')).toBe('/seller/add-shop');
  });
});
