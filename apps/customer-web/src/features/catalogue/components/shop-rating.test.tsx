import type { Shop } from '@nukkad/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeShop, mockApi, renderWithApp } from '../../../testing/test-utils';
import { RestaurantCard } from './restaurant-card';
import { ShopDetails } from './shop-details';
import { ShopRatingChip } from './shop-rating';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = (overrides: Partial<Shop>) => {
  const { products: _ids, ...fields } = makeShop(overrides);
  return { ...fields, productCount: 4 };
};

function mockShopPage(shop: Shop) {
  mockApi((url) =>
    url.startsWith(`/api/shop/getShopAndProducts/${shop._id}`)
      ? { body: { success: true, shop, products: [], page: 1, hasMore: false } }
      : undefined,
  );
}

describe('ShopRatingChip', () => {
  it('reads the average with one decimal and the number of ratings, and says it in words', () => {
    renderWithApp(<ShopRatingChip rating={{ average: 4.3, count: 12 }} />);
    const chip = screen.getByRole('img', { name: 'Rated 4.3 out of 5 from 12 ratings' });
    expect(chip.textContent).toBe('★ 4.3 · 12 ratings');
  });

  it('keeps the decimal of a whole average', () => {
    renderWithApp(<ShopRatingChip rating={{ average: 4, count: 3 }} />);
    expect(screen.getByRole('img').textContent).toBe('★ 4.0 · 3 ratings');
  });

  it('renders nothing without a rating', () => {
    const { container } = renderWithApp(<ShopRatingChip rating={null} />);
    expect(container.querySelector('.rating-chip')).toBeNull();
    expect(container.textContent).not.toContain('★');
  });
});

describe('the shop page header', () => {
  it("shows the shop's rating under its name", async () => {
    const shop = makeShop({ rating: { average: 4.3, count: 12 } });
    mockShopPage(shop);
    renderWithApp(<ShopDetails shopId={shop._id} />);

    const header = (await screen.findByRole('heading', { level: 1, name: shop.name })).closest('header')!;
    expect(within(header).getByRole('img', { name: 'Rated 4.3 out of 5 from 12 ratings' }).textContent).toBe('★ 4.3 · 12 ratings');
  });

  it('shows no rating while the shop has too few', async () => {
    const shop = makeShop({ rating: null });
    mockShopPage(shop);
    renderWithApp(<ShopDetails shopId={shop._id} />);

    const header = (await screen.findByRole('heading', { level: 1, name: shop.name })).closest('header')!;
    expect(within(header).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(header.textContent).not.toContain('★');
  });
});

describe('RestaurantCard rating', () => {
  it('carries the rating inside the link to the shop', () => {
    mockApi(() => undefined);
    renderWithApp(<RestaurantCard shop={card({ rating: { average: 3.7, count: 250 } })} />);
    const link = screen.getByRole('link');
    expect(within(link).getByRole('img', { name: 'Rated 3.7 out of 5 from 250 ratings' }).textContent).toBe('★ 3.7 · 250 ratings');
  });

  it('shows no rating when there is none yet', () => {
    mockApi(() => undefined);
    renderWithApp(<RestaurantCard shop={card({ rating: null })} />);
    expect(screen.getByRole('link').textContent).not.toContain('★');
  });
});
