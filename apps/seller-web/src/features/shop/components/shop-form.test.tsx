import { SHOP_CATEGORIES } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBody } from '@nukkad/api-client/testing';
import type { MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { imageFile, makeSellerShop, profileReply, SHOP_ID } from '../../../testing/seller-shop-fixtures';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SHOP = makeSellerShop();
const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function mockShopApi({ save, shop }: { save?: MockReply; shop?: MockReply } = {}) {
  return mockApi((url, init) => {
    if (url === '/api/shop/seller-profile') return { body: profileReply({ shop: null }) };
    if (url === `/api/shop/getShop/${SHOP_ID}`) return shop ?? { body: { success: true, shop: SHOP } };
    if ((url === '/api/shop/add-shop' || url === '/api/shop/edit-shop') && save) return save;
    if (url === '/upload') {
      const file = (init?.body as FormData).get('photos') as File;
      return { body: { success: true, files: [{ url: `/uploads/${file.name}.webp`, thumbUrl: `/uploads/${file.name}-card.webp` }] } };
    }
    return undefined;
  });
}

describe('add shop', () => {
  it('requires a name and a category, and sends nothing without them', async () => {
    const fetchSpy = mockShopApi();
    renderApp('/seller/add-shop', { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    fireEvent.click(screen.getByRole('button', { name: 'Add shop' }));
    expect(screen.getByText('Shop name is required')).toBeTruthy();
    expect(screen.getByText('Choose a category')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Shop name/));
    expect(callsTo(fetchSpy, '/api/shop/add-shop')).toHaveLength(0);
  });

  it('offers the six shop categories', async () => {
    mockShopApi();
    renderApp('/seller/add-shop', { signedIn: true });
    const select = (await screen.findByLabelText(/^Category/)) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.value)).toEqual(['', ...SHOP_CATEGORIES]);
  });

  it('adds the shop with its tags, address and uploaded image, then goes to the dashboard with a toast', async () => {
    const fetchSpy = mockShopApi({ save: { body: { success: true, message: 'Shop added successfully!', shop: SHOP } } });
    const { router } = renderApp('/seller/add-shop', { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    fill(/^Shop name/, 'Ravi Kirana');
    fill(/^Category/, 'Grocery');
    const tags = screen.getByLabelText('Product categories');
    fireEvent.change(tags, { target: { value: '' } });
    fireEvent.keyDown(tags, { key: 'Enter' });
    fireEvent.change(tags, { target: { value: 'Dairy' } });
    fireEvent.keyDown(tags, { key: ',' });
    fill(/^Address line/, '12 Market Road');
    fill(/^Pincode/, '110001');
    fill(/^City/, 'New Delhi');
    fill(/^State/, 'Delhi');
    fireEvent.change(screen.getByLabelText('Choose images'), { target: { files: [imageFile('front.jpg')] } });
    expect(await screen.findByText('1 of 6 images added.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Add shop' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    const [[, init]] = callsTo(fetchSpy, '/api/shop/add-shop');
    expect(sentBody(init)).toEqual({
      shop: {
        name: 'Ravi Kirana',
        category: 'Grocery',
        productCategories: ['Dairy'],
        address: { addressLine: '12 Market Road', pincode: '110001', city: 'New Delhi', state: 'Delhi' },
        description: '',
        hours: null,
        discount: null,
        // The preparation time left at its default.
        preparationMinutes: 20,
      },
      images: ['/uploads/front.jpg.webp'],
    });
    expect(await screen.findByText('Shop added successfully!')).toBeTruthy();
  });

  it('shows the server’s message, or “Error adding shop!” without one', async () => {
    mockShopApi({ save: { status: 409, body: { success: false, message: 'You already have a shop.' } } });
    renderApp('/seller/add-shop', { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    fill(/^Shop name/, 'Ravi Kirana');
    fill(/^Category/, 'Grocery');
    fireEvent.click(screen.getByRole('button', { name: 'Add shop' }));
    expect(await screen.findByText('You already have a shop.')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();

    mockApi((url) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply({ shop: null }) };
      if (url === '/api/shop/add-shop') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/seller/add-shop', { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    fireEvent.click(screen.getByRole('button', { name: 'Add shop' }));
    expect(await screen.findByText('Error adding shop!')).toBeTruthy();
  });

  it('points a seller who has a shop to its edit form', async () => {
    mockApi((url) => (url === '/api/shop/seller-profile' ? { body: profileReply() } : undefined));
    renderApp('/seller/add-shop', { signedIn: true });
    expect(await screen.findByText('Your shop is already set up.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit shop' }).getAttribute('href')).toBe(`/seller/edit-shop/${SHOP_ID}`);
  });
});

describe('edit shop', () => {
  it('loads the shop into the form and saves it with its id', async () => {
    const fetchSpy = mockShopApi({ save: { body: { success: true, message: 'Shop updated successfully!', shop: SHOP } } });
    const { router } = renderApp(`/seller/edit-shop/${SHOP_ID}`, { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    expect((screen.getByLabelText(/^Shop name/) as HTMLInputElement).value).toBe('Ravi Kirana');
    expect((screen.getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('Grocery');
    expect(within(screen.getByRole('list', { name: 'Added tags' })).getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['Dairy', 'Staples']);
    expect((screen.getByLabelText(/^Pincode/) as HTMLInputElement).value).toBe('110001');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Staples' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    const [[, init]] = callsTo(fetchSpy, '/api/shop/edit-shop');
    expect(init?.method).toBe('PUT');
    expect(sentBody(init)).toMatchObject({ shopId: SHOP_ID, shop: { productCategories: ['Dairy'] }, images: ['/uploads/shop-front.webp'] });
    expect(await screen.findByText('Shop updated successfully!')).toBeTruthy();
  });

  it('sets the preparation time: one out of range is shown on its field and nothing is sent; 45 is saved', async () => {
    const fetchSpy = mockShopApi({ save: { body: { success: true, message: 'Shop updated successfully!', shop: SHOP } } });
    const { router } = renderApp(`/seller/edit-shop/${SHOP_ID}`, { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    expect((screen.getByLabelText(/^Preparation time/) as HTMLInputElement).value).toBe('20');
    for (const bad of ['3', '150', '']) {
      fill(/^Preparation time/, bad);
      fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
      expect(await screen.findByText('Preparation time must be a whole number of minutes from 5 to 120')).toBeTruthy();
    }
    expect(callsTo(fetchSpy, '/api/shop/edit-shop')).toHaveLength(0);
    fill(/^Preparation time/, '45');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    const [[, init]] = callsTo(fetchSpy, '/api/shop/edit-shop');
    expect(sentBody(init)).toMatchObject({ shop: { preparationMinutes: 45 } });
  });

  it('sets weekly hours: a closed day, a second span, a span past midnight, and shows a bad span by its day', async () => {
    const fetchSpy = mockShopApi({ save: { body: { success: true, message: 'Shop updated successfully!', shop: SHOP } } });
    const { router } = renderApp(`/seller/edit-shop/${SHOP_ID}`, { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    expect(screen.getByText(/No hours set/)).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Open and close by itself at set hours'));
    fireEvent.click(within(screen.getByTestId('hours-sun')).getByLabelText('Closed'));
    fireEvent.click(within(screen.getByTestId('hours-mon')).getByRole('button', { name: '+ Add a second span' }));
    fill(/^Mon closes$/, '13:00');
    fill(/^Mon opens \(second span\)$/, '12:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Mon: Overlaps Mon 09:00–13:00')).toBeTruthy();
    expect(callsTo(fetchSpy, '/api/shop/edit-shop')).toHaveLength(0);

    fill(/^Mon opens \(second span\)$/, '17:00');
    fill(/^Mon closes \(second span\)$/, '22:00');
    fill(/^Sat closes$/, '01:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    const [[, init]] = callsTo(fetchSpy, '/api/shop/edit-shop');
    const nineToNine = [{ opens: '09:00', closes: '21:00' }];
    expect(sentBody(init)).toMatchObject({
      shop: {
        hours: {
          mon: [{ opens: '09:00', closes: '13:00' }, { opens: '17:00', closes: '22:00' }],
          tue: nineToNine,
          wed: nineToNine,
          thu: nineToNine,
          fri: nineToNine,
          sat: [{ opens: '09:00', closes: '01:00' }],
          sun: [],
        },
      },
    });
  });

  it('goes back to the profile when it was opened from there', async () => {
    mockShopApi({ save: { body: { success: true, shop: SHOP } } });
    const { router } = renderApp('/seller/profile', { signedIn: true });
    void router.navigate(`/seller/edit-shop/${SHOP_ID}`, { state: { from: '/seller/profile' } });
    await screen.findByRole('form', { name: 'Shop details' });
    expect(screen.getByRole('link', { name: 'Back to Profile' }).getAttribute('href')).toBe('/seller/profile');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/profile'));
    expect(await screen.findByText('Shop updated successfully!')).toBeTruthy();
  });

  it('says “Error updating shop!” when the save gets no answer', async () => {
    mockApi((url) => {
      if (url === `/api/shop/getShop/${SHOP_ID}`) return { body: { success: true, shop: SHOP } };
      if (url === '/api/shop/edit-shop') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp(`/seller/edit-shop/${SHOP_ID}`, { signedIn: true });
    await screen.findByRole('form', { name: 'Shop details' });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error updating shop!')).toBeTruthy();
  });

  it('on a failed load says “Some error occurred!” and goes to the dashboard', async () => {
    mockShopApi({ shop: { status: 404, body: { success: false, message: 'Shop not found' } } });
    const { router } = renderApp(`/seller/edit-shop/${SHOP_ID}`, { signedIn: true });
    expect(await screen.findByText('Some error occurred!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
  });
});
