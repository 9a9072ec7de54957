import type { Shop } from '@nukkad/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeShop, mockApi, renderWithApp } from '../../../testing/test-utils';
import { RestaurantCard } from '../components/restaurant-card';
import { restaurantBanner, restaurantCategory, visibleCategories } from './restaurant-card';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('restaurantBanner', () => {
  it('shows the closing time of an open restaurant', () => {
    expect(restaurantBanner({ isOpen: true, openingTime: '09:00', closingTime: '23:30' })).toBe('OPEN until 23:30');
  });

  it("says 'late' when an open restaurant has no closing time", () => {
    expect(restaurantBanner({ isOpen: true, openingTime: '09:00', closingTime: null })).toBe('OPEN until late');
  });

  it('shows the opening time of a closed restaurant, with an en dash', () => {
    expect(restaurantBanner({ isOpen: false, openingTime: '18:00', closingTime: '23:30' })).toBe('CLOSED – Opens at 18:00');
  });

  it("says 'soon' when a closed restaurant has no opening time", () => {
    expect(restaurantBanner({ isOpen: false, openingTime: null, closingTime: null })).toBe('CLOSED – Opens at soon');
  });
});

describe('visibleCategories', () => {
  it("shows two categories and counts the rest as '+N'", () => {
    expect(visibleCategories(['Mughlai', 'Kebabs', 'North Indian', 'Desserts'])).toEqual({ shown: ['Mughlai', 'Kebabs'], more: 2 });
  });

  it('has nothing more when two or fewer', () => {
    expect(visibleCategories(['Pizza', 'Sides'])).toEqual({ shown: ['Pizza', 'Sides'], more: 0 });
    expect(visibleCategories([])).toEqual({ shown: [], more: 0 });
  });
});

describe('restaurant card helpers', () => {
  it("defaults a missing category to 'Uncategorized'", () => {
    expect(restaurantCategory({ category: '' as Shop['category'] })).toBe('Uncategorized');
    expect(restaurantCategory({ category: 'Restaurant' })).toBe('Restaurant');
  });
});

describe('RestaurantCard', () => {
  it("renders the banner, count and '+N' for a closed restaurant, linking to its shop", () => {
    mockApi(() => undefined);
    const { products: _ids, ...fields } = makeShop({ isOpen: false, openingTime: '18:00', productCategories: ['Mughlai', 'Kebabs', 'North Indian'] });
    const shop = { ...fields, productCount: 2 };
    renderWithApp(<RestaurantCard shop={shop} />);

    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(`/shop/${shop._id}`);
    expect(link.className).toContain('restaurant-card--closed');
    expect(screen.getByText('CLOSED – Opens at 18:00')).toBeTruthy();
    expect(screen.getByText('Restaurant · 2 items')).toBeTruthy();
    expect(screen.getByText('Mughlai')).toBeTruthy();
    expect(screen.getByText('Kebabs')).toBeTruthy();
    expect(screen.queryByText('North Indian')).toBeNull();
    expect(screen.getByText('+1')).toBeTruthy();
  });
});
