import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderAddress } from './order-address';

afterEach(cleanup);

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
