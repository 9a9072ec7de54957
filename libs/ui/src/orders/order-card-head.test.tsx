import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderCardHead } from './order-card-head';

afterEach(cleanup);

describe('OrderCardHead', () => {
  it('titles the card "Order #id" at the asked level, with the meta under it and the aside after', () => {
    const { container } = render(
      <OrderCardHead orderId="K7QX2M" titleId="order-1-title" headingLevel={3} meta={<time>5 Mar 2025</time>} aside={<span>2.4 km</span>} />,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Order #K7QX2M' });
    expect(heading.id).toBe('order-1-title');
    expect(container.querySelector('header')!.textContent).toBe('Order #K7QX2M5 Mar 20252.4 km');
  });
});
