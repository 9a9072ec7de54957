import { describe, expect, it } from 'vitest';
import { checkShop, EMPTY_SHOP, shopToValues, toLocalInput } from './shop-values';
import { makeSellerShop } from '../../../testing/seller-shop-fixtures';

const named = { ...EMPTY_SHOP, name: 'Ravi Kirana', category: 'Grocery' };

describe('the shop form discount', () => {
  it('sends a blank percent as no discount', () => {
    const checked = checkShop(named);
    expect(checked.ok && checked.body.shop.discount).toBeNull();
  });

  it('sends the percent and the window as instants, a blank end as none', () => {
    const checked = checkShop({ ...named, discountPercent: '15', discountStarts: '2030-01-05T10:30', discountEnds: '' });
    expect(checked.ok && checked.body.shop.discount).toEqual({ percent: 15, startsAt: new Date(2030, 0, 5, 10, 30).toISOString(), endsAt: null });
  });

  it('names the discount field for a percent out of range, not whole, or an end before the start', () => {
    for (const values of [
      { discountPercent: '95' },
      { discountPercent: '7.5' },
      { discountPercent: 'ten' },
      { discountPercent: '10', discountStarts: '2030-01-05T10:30', discountEnds: '2030-01-04T10:30' },
    ]) {
      const checked = checkShop({ ...named, ...values });
      expect(checked.ok ? null : checked.errors.discount, JSON.stringify(values)).toBeTruthy();
    }
  });

  it('fills the form from the shop as read, in the device’s time zone', () => {
    const endsAt = new Date(2030, 5, 1, 21, 0).toISOString();
    const values = shopToValues(makeSellerShop({ discount: { percent: 20, startsAt: null, endsAt } }));
    expect(values).toMatchObject({ discountPercent: '20', discountStarts: '', discountEnds: '2030-06-01T21:00' });
    expect(toLocalInput(null)).toBe('');
  });
});
