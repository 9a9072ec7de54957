import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER, mockCartApi } from '../../../testing/cart-api';
import { makeProduct, makeShop, renderWithApp } from '../../../testing/test-utils';
import { ShopMenu } from './shop-menu';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const id = (n: number) => `77777777-7777-4777-8777-7777777777${String(n).padStart(2, '0')}`;
const menu = [
  makeProduct({ _id: id(1), name: 'Paneer Tikka', categories: ['Starters'], dietType: 'Veg' }),
  makeProduct({ _id: id(2), name: 'Chicken Tikka', categories: ['Starters'], dietType: 'Non-Vegetarian' }),
  makeProduct({ _id: id(3), name: 'Dal Makhani', categories: ['Main Course'], dietType: 'Veg' }),
  makeProduct({ _id: id(4), name: 'Egg Curry', categories: ['Main Course'], dietType: 'Egg' }),
  makeProduct({ _id: id(5), name: 'Mutton Rogan Josh', categories: ['Chef Specials'], dietType: 'Non-Vegetarian' }),
];
const ORIGIN = { lat: 28.6139, lng: 77.209 };
const appConfig = { success: true, shopOrigin: ORIGIN, maxDeliveryKm: 50, mapTiles: { url: 'u', darkUrl: 'd', attribution: 'a' }, paymentProvider: 'test' };
const address = (lat: number, isDefault = true) => ({
  _id: id(40),
  fullName: 'Asha Verma',
  phone: '9876543210',
  addressLine: '4 Park Street',
  area: 'Connaught Place',
  landmark: null,
  lat,
  long: ORIGIN.lng,
  isDefault,
});

const sectionNames = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby') && within(region).getByRole('heading', { level: 3 }).textContent);

describe('ShopMenu', () => {
  it('lists products in sections by category, with a bar of the sections', () => {
    mockCartApi();
    renderWithApp(<ShopMenu shop={makeShop()} products={menu} />);

    expect(sectionNames()).toEqual(['Starters (2)', 'Main Course (2)', 'Chef Specials (1)']);
    const bar = screen.getByRole('navigation', { name: 'Sections' });
    expect(within(bar).getAllByRole('button').map((b) => b.textContent)).toEqual(['Starters', 'Main Course', 'Chef Specials']);
    expect(within(screen.getByRole('region', { name: 'Main Course (2)' })).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Dal Makhani',
      'Egg Curry',
    ]);
  });

  it('jumps to a section when its name in the bar is tapped', () => {
    mockCartApi();
    const scrolled: string[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (this: HTMLElement) {
      scrolled.push(this.querySelector('h3')?.textContent ?? '');
    });
    renderWithApp(<ShopMenu shop={makeShop()} products={menu} />);

    const chip = within(screen.getByRole('navigation', { name: 'Sections' })).getByRole('button', { name: 'Main Course' });
    fireEvent.click(chip);
    expect(scrolled).toEqual(['Main Course (2)']);
    expect(chip.getAttribute('aria-current')).toBe('true');
  });

  it('keeps only veg dishes with the Veg-only switch of a food shop', () => {
    mockCartApi();
    renderWithApp(<ShopMenu shop={makeShop({ category: 'Bakery' })} products={menu} />);

    fireEvent.click(screen.getByRole('switch', { name: 'Veg only' }));
    expect(sectionNames()).toEqual(['Starters (1)', 'Main Course (1)']);
    expect(screen.queryByRole('article', { name: 'Chicken Tikka' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Egg Curry' })).toBeNull();

    fireEvent.click(screen.getByRole('switch', { name: 'Veg only' }));
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('has no Veg-only switch in a grocery shop', () => {
    mockCartApi();
    renderWithApp(<ShopMenu shop={makeShop({ category: 'Grocery' })} products={menu.map((p) => ({ ...p, shopType: 'Grocery' as const }))} />);
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the delivery fee and distance to the default address', async () => {
    // 0.0288° of latitude is 6371 km × 0.0288 × π / 180 = 3.20 km from the origin: a food fee of ₹25 (over 2, up to 4 km).
    mockCartApi({
      other: (url) => {
        if (url === '/api/app-config') return { body: appConfig };
        if (url === `/api/user-profile/getAddresses?userId=${CUSTOMER._id}`)
          return { body: { success: true, addresses: [address(ORIGIN.lat + 0.5, false), address(ORIGIN.lat + 0.0288)] } };
        return undefined;
      },
    });
    renderWithApp(<ShopMenu shop={makeShop()} products={menu} />, { user: CUSTOMER });
    expect(await screen.findByText('Delivery ₹25 · 3.2 km to your default address')).toBeTruthy();
  });

  it('asks for an address when the customer has no default one, and shows nothing to a visitor', async () => {
    mockCartApi({
      other: (url) => {
        if (url === '/api/app-config') return { body: appConfig };
        if (url.startsWith('/api/user-profile/getAddresses')) return { body: { success: true, addresses: [] } };
        return undefined;
      },
    });
    renderWithApp(<ShopMenu shop={makeShop()} products={menu} />, { user: CUSTOMER });
    expect((await screen.findByRole('link', { name: 'Add a delivery address' })).getAttribute('href')).toBe(`/user/addresses/${CUSTOMER._id}`);
    cleanup();
    vi.restoreAllMocks();

    const api = mockCartApi({ other: () => ({ body: appConfig }) });
    renderWithApp(<ShopMenu shop={makeShop()} products={menu} />);
    expect(screen.queryByText(/to your default address|Add a delivery address/)).toBeNull();
    expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('getAddresses'))).toBe(false);
  });
});
