import { describe, expect, it } from 'vitest';
import { compactRupees, formatRupees } from './format-rupees';

describe('formatRupees', () => {
  it('groups digits the Indian way with two decimals', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('takes a number of decimals', () => {
    expect(formatRupees(1234.5, { decimals: 0 })).toBe('₹1,235');
    expect(formatRupees(99, { decimals: 2 })).toBe('₹99.00');
  });

  it('shows a dash for a value that is not a number', () => {
    expect(formatRupees(Number.NaN)).toBe('—');
  });
});

describe('compactRupees', () => {
  it('shortens amounts the Indian way, with at most one decimal', () => {
    expect(compactRupees(0)).toBe('₹0');
    expect(compactRupees(950)).toBe('₹950');
    expect(compactRupees(1250)).toBe('₹1.3K');
    expect(compactRupees(340000)).toBe('₹3.4L');
    expect(compactRupees(12000000)).toBe('₹1.2Cr');
  });
});
