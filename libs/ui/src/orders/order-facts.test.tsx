import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderFacts } from './order-facts';

afterEach(cleanup);

describe('OrderFacts', () => {
  it('lists each fact as a label and its value, in the given order', () => {
    const { container } = render(
      <OrderFacts
        facts={[
          { label: 'Payment method', value: 'Cash on Delivery' },
          { label: 'Payment status', value: <strong>Unpaid</strong> },
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list.className).toBe('facts facts--rows');
    expect([...list.querySelectorAll('dt')].map((term) => term.textContent)).toEqual(['Payment method', 'Payment status']);
    expect([...list.querySelectorAll('dd')].map((value) => value.textContent)).toEqual(['Cash on Delivery', 'Unpaid']);
  });

  it('lays facts out as a grid where a wide one takes a whole line', () => {
    const { container } = render(
      <OrderFacts
        layout="grid"
        facts={[
          { label: 'Total', value: '₹403.00', valueClassName: 'facts__figure' },
          { label: 'Deliver to', value: 'Meera Iyer, 12 MG Road, Indiranagar', wide: true },
        ]}
      />,
    );
    const list = container.querySelector('dl')!;
    expect(list.className).toBe('facts');
    const [total, address] = [...list.children];
    expect(total!.querySelector('dd')!.className).toBe('facts__figure');
    expect(address!.className).toBe('facts__wide');
  });
});
