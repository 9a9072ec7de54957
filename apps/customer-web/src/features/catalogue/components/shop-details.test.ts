import { describe, expect, it } from 'vitest';
import { formatHours } from './shop-details';

describe('formatHours', () => {
  it("shows an open shop's hours today and when a closed one opens next", () => {
    expect(formatHours({ isOpen: true, openingTime: '09:00', closingTime: '22:00' })).toBe('09:00 – 22:00');
    expect(formatHours({ isOpen: true, openingTime: null, closingTime: '02:00' })).toBe('Open until 02:00');
    expect(formatHours({ isOpen: false, openingTime: 'Tue 09:00', closingTime: null })).toBe('Opens at Tue 09:00');
    expect(formatHours({ isOpen: false, openingTime: null, closingTime: null })).toBe('Hours not listed');
    expect(formatHours({ isOpen: true, openingTime: null, closingTime: null })).toBe('Hours not listed');
  });
});
