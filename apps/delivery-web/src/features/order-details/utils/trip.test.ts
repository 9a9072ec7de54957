import { describe, expect, it } from 'vitest';
import { makeItem, SHOPS } from '../../../testing/fixtures';
import { canPickUp, directionsUrl, groupByShop, isOrderId, phoneHref, readyToDeliver } from './trip';

describe('trip rules', () => {
  it.each([
    ['Processing', true],
    ['Preparing', true],
    ['Out For Delivery', false],
    ['Delivered', false],
    ['Cancelled', false],
  ] as const)('an item %s can be picked up: %s', (status, expected) => {
    expect(canPickUp(makeItem(1, { status }))).toBe(expected);
  });

  it('is ready to deliver only when every item not cancelled is out for delivery', () => {
    const out = makeItem(1, { status: 'Out For Delivery' });
    expect(readyToDeliver([out, makeItem(2, { status: 'Cancelled' })])).toBe(true);
    expect(readyToDeliver([out, makeItem(2, { status: 'Preparing' })])).toBe(false);
    expect(readyToDeliver([makeItem(1, { status: 'Cancelled' })])).toBe(false);
    expect(readyToDeliver([makeItem(1, { status: 'Delivered' })])).toBe(false);
  });

  it('groups items by shop in the order the shops first appear', () => {
    const items = [makeItem(1, { shop: 1 }), makeItem(2, { shop: 0 }), makeItem(3, { shop: 1 })];
    expect(groupByShop(items).map((group) => [group.shop.name, group.items.map((item) => item.product.name)])).toEqual([
      [SHOPS[1].name, ['Product 1', 'Product 3']],
      [SHOPS[0].name, ['Product 2']],
    ]);
  });

  it('builds the directions and call links', () => {
    expect(directionsUrl(28.6315, 77.2167)).toBe('https://www.google.com/maps/dir/?api=1&destination=28.6315,77.2167');
    expect(phoneHref('98110 00001')).toBe('tel:9811000001');
    expect(phoneHref('+91-98110-00001')).toBe('tel:+919811000001');
  });

  it('knows an order id from anything else', () => {
    expect(isOrderId('99999999-9999-4999-8999-000000000001')).toBe(true);
    expect(isOrderId('K7QX2M')).toBe(false);
    expect(isOrderId(undefined)).toBe(false);
  });
});
