import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AvailableOrders } from './available-orders';

afterEach(cleanup);

const EMOJI = /\p{Extended_Pictographic}/u;

describe('AvailableOrders', () => {
  it('draws the empty list’s picture as an svg, with no emoji', () => {
    const { container } = render(<AvailableOrders />);

    expect(screen.getByRole('heading', { level: 3, name: 'No available orders right now.' })).toBeTruthy();
    expect(container.querySelector('.empty-state__icon svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(EMOJI);
  });
});
