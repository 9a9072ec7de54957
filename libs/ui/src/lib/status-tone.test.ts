import { describe, expect, it } from 'vitest';
import { statusTone } from './status-tone';

describe('statusTone', () => {
  it.each([
    ['Processing', 'processing'],
    ['Preparing', 'preparing'],
    ['Shipped', 'shipped'],
    ['Out For Delivery', 'out-for-delivery'],
    ['Out for Delivery', 'out-for-delivery'],
    ['out for delivery', 'out-for-delivery'],
    ['Delivered', 'delivered'],
    ['Cancelled', 'cancelled'],
    ['Paid', 'paid'],
    ['Unpaid', 'unpaid'],
    ['Refunded', 'default'],
    ['', 'default'],
  ])('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});
