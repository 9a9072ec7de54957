import { KNOWN_STATUSES, PAYMENT_STATUSES, normalizeStatus } from '@nukkad/contracts';
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
    ['OUT_FOR_DELIVERY', 'out-for-delivery'],
    ['Delivered', 'delivered'],
    ['Cancelled', 'cancelled'],
    ['Paid', 'paid'],
    [' UNPAID ', 'unpaid'],
    ['Refunded', 'default'],
    ['', 'default'],
    [null, 'default'],
    ['constructor', 'default'],
  ])('%s → %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('gives every known order and payment status a tone of its own', () => {
    const tones = [...KNOWN_STATUSES, ...PAYMENT_STATUSES].map(statusTone);
    expect(tones).not.toContain('default');
    expect(new Set(tones).size).toBe(tones.length);
  });

  // The contracts decide which spellings are a status; the badge never knows one they do not.
  it.each(['Canceled', 'canceled', 'Out 4 Delivery', 'Deliverd'])('%s is not a status the contracts know, so it has no tone', (status) => {
    expect(normalizeStatus(status)).toBe(status);
    expect(statusTone(status)).toBe('default');
  });
});
