import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderAddress } from './order-address';
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

describe('OrderAddress', () => {
  const address = { fullName: 'Asha Verma', phone: '9876543210', addressLine: '12 MG Road', area: 'Indiranagar', landMark: 'Near the temple' };

  it('writes name, address lines and landmark, and the phone only when asked', () => {
    const { container, rerender } = render(<OrderAddress address={address} />);
    const lines = () => [...container.querySelector('address')!.children].map((line) => line.textContent);
    expect(lines()).toEqual(['Asha Verma', '12 MG Road', 'Indiranagar', 'Landmark: Near the temple']);
    rerender(<OrderAddress address={address} showPhone />);
    expect(lines()).toEqual(['Asha Verma', '9876543210', '12 MG Road', 'Indiranagar', 'Landmark: Near the temple']);
  });

  it('leaves the landmark line out when there is none', () => {
    const { container } = render(<OrderAddress address={{ ...address, landMark: null }} />);
    expect(container.textContent).not.toContain('Landmark');
  });
});
