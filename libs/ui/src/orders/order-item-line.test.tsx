import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderItemLine, OrderItemLines } from './order-item-line';

afterEach(cleanup);

describe('OrderItemLine', () => {
  it('shows quantity × unit price, the status and the line amount', () => {
    render(
      <OrderItemLines label="Items">
        <OrderItemLine name="Aashirvaad Atta 5 kg" image="/atta.webp" price={245.5} quantity={2} status="Preparing" detail="Ravi Kirana" />
      </OrderItemLines>,
    );
    const line = within(screen.getByRole('list', { name: 'Items' })).getByRole('listitem');
    expect(line.textContent).toContain('Ravi Kirana');
    expect(line.textContent).toContain('2 × ₹245.50');
    // 2 × ₹245.50 = ₹491.00
    expect(within(line).getByText('₹491.00').className).toContain('order-item__amount');
    expect(within(line).getByText('Preparing').className).toContain('status-badge');
    expect(line.querySelector('img')?.getAttribute('src')).toBe('/atta.webp');
  });

  it('counts the amount in whole paise: 3 × ₹33.33 is ₹99.99', () => {
    render(
      <ul>
        <OrderItemLine name="Parle-G" price={33.33} quantity={3} status="Processing" />
      </ul>,
    );
    expect(screen.getByText('₹99.99')).toBeTruthy();
  });

  it('strikes a cancelled line and, by default, says "not charged" after its struck quantity with no amount', () => {
    render(
      <ul>
        <OrderItemLine name="Garlic Naan" price={60} quantity={2} status="Cancelled" testId="line" />
      </ul>,
    );
    const line = screen.getByTestId('line');
    expect(screen.getByText('Garlic Naan').closest('s')).not.toBeNull();
    expect(line.textContent).toContain('2 · not charged');
    expect(line.textContent).not.toContain('₹');
    expect(line.className).toContain('order-item--cancelled');
    // No picture: the parcel is drawn instead.
    expect(line.querySelector('.item-thumb svg')).not.toBeNull();
  });

  it('can say "Not charged" in place of the amount, keeping the unit price', () => {
    render(
      <ul>
        <OrderItemLine name="Toor Dal 1 kg" price={160} quantity={1} status="Cancelled" notChargedAt="amount" />
      </ul>,
    );
    const line = screen.getByRole('listitem');
    expect(line.textContent).toContain('1 × ₹160.00');
    expect(within(line).getByText('Not charged')).toBeTruthy();
    expect(within(line).getAllByText(/₹/)).toHaveLength(1);
  });
});
