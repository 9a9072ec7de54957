import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeProduct, mockApi, renderWithApp } from '../testing/test-utils';
import { PLACEHOLDER_IMAGE } from './placeholder-image';
import { ProductCard } from './product-card';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProductCard', () => {
  it("shows the 'Out of Stock' overlay and no cart controls when out of stock", () => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ name: 'Fresh Paneer 200g', inStock: false })} />);

    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows name, price, the struck base price, the discount and the diet mark', () => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ name: 'Chilli Chicken', price: 199, basePrice: 239, dietType: 'Non-Vegetarian' })} />);

    expect(screen.getByRole('heading', { name: 'Chilli Chicken' })).toBeTruthy();
    expect(screen.getByText('₹199')).toBeTruthy();
    expect(screen.getByText('₹239').closest('s')).toBeTruthy();
    expect(screen.getByText('17% OFF')).toBeTruthy();
    expect(screen.getByText('Non-veg')).toBeTruthy();
    expect(screen.queryByText('Out of Stock')).toBeNull();
  });

  it('has no struck price or discount when the base price is not above the price', () => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ price: 120, basePrice: 120 })} />);
    expect(document.querySelector('s')).toBeNull();
    expect(screen.queryByText(/% OFF/)).toBeNull();
  });

  it('falls back to the placeholder picture when there is none', () => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ name: 'Masala Dosa', images: [] })} />);
    expect(screen.getByRole('img', { name: 'Masala Dosa' }).getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  it('draws an uploaded picture at its card size, never the full size', () => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ name: 'Masala Dosa', images: ['/uploads/2026/01/ab12.webp', '/uploads/2026/01/cd34.webp'] })} />);
    expect(screen.getByRole('img', { name: 'Masala Dosa' }).getAttribute('src')).toBe('/uploads/2026/01/ab12-card.webp');
  });

  it("warns 'Please login first' when a signed-out visitor presses Add", async () => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ name: 'Paneer Tikka' })} />);

    fireEvent.click(screen.getByRole('button', { name: 'Add Paneer Tikka to cart' }));
    expect(await screen.findByText('Please login first')).toBeTruthy();
  });

  it.each([
    ['a restaurant dish', { shopType: 'Restaurant', categories: ['North Indian'], dietType: 'Egg' }, 'Egg'],
    ['a bakery cake', { shopType: 'Bakery', categories: ['Cakes'] }, 'Veg'],
    ['grocery fruit', { shopType: 'Grocery', categories: ['Fruits', 'Exotic Fruits'] }, 'Veg'],
  ] as const)('marks the diet of food: %s', (_name, overrides, label) => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ ...overrides, categories: [...overrides.categories] })} />);
    expect(document.querySelector('.diet-marker')?.textContent).toBe(label);
  });

  it.each([
    ['detergent', { shopType: 'Grocery', categories: ['Household Items', 'Detergents'] }],
    ['diapers', { shopType: 'Grocery', categories: ['Baby Care', 'Diapers'] }],
    ['shampoo', { shopType: 'Grocery', categories: ['Personal Care', 'Hair Care'] }],
    ['a garland', { shopType: 'Others', categories: ['Flowers'] }],
  ] as const)('shows no diet mark on what is not food: %s', (_name, overrides) => {
    mockApi(() => undefined);
    renderWithApp(<ProductCard product={makeProduct({ name: 'Item', ...overrides, categories: [...overrides.categories] })} />);
    expect(screen.getByRole('heading', { name: 'Item' })).toBeTruthy();
    expect(document.querySelector('.diet-marker')).toBeNull();
    expect(screen.queryByText('Veg')).toBeNull();
  });
});
