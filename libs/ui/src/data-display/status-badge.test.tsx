import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusBadge } from './status-badge';

afterEach(cleanup);

function badge(status: string) {
  render(<StatusBadge status={status} />);
  return screen.getByText(status);
}

describe('StatusBadge', () => {
  it('shows the status text with its tone', () => {
    const element = badge('Delivered');
    expect(element.className).toContain('status-badge--delivered');
  });

  it('gives an unknown status the default style', () => {
    const element = badge('On Hold');
    expect(element.className).toContain('status-badge--default');
    expect(element.getAttribute('data-tone')).toBe('default');
  });

  it('styles both spellings of Out For Delivery alike', () => {
    const a = badge('Out for Delivery');
    const b = badge('Out For Delivery');
    expect(a.className).toBe(b.className);
    expect(a.className).toContain('status-badge--out-for-delivery');
  });

  it('gives each known status its own style', () => {
    const statuses = ['Processing', 'Preparing', 'Shipped', 'Out For Delivery', 'Delivered', 'Cancelled', 'Paid', 'Unpaid'];
    const tones = statuses.map((status) => badge(status).getAttribute('data-tone'));
    expect(new Set(tones).size).toBe(statuses.length);
    expect(tones).not.toContain('default');
  });
});
