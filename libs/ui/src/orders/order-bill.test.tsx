import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { discountRows, OrderBill } from './order-bill';

afterEach(cleanup);

/** Each row of the bill as "label=amount", top to bottom. */
const rowsOf = (bill: HTMLElement) =>
  [...bill.querySelectorAll('.bill__row')].map((row) => `${row.querySelector('dt')!.textContent}=${row.querySelector('dd')!.textContent}`);

describe('OrderBill', () => {
  it('lists the figures in the given order and the total last, formatted as rupees', () => {
    // A food order: ₹360 of items + ₹25 delivery + ₹18 GST + ₹0 convenience fees = ₹403.
    render(
      <OrderBill
        label="Bill details"
        rows={[
          { id: 'amount', label: 'Item total', rupees: 360 },
          { id: 'deliveryCharge', label: 'Delivery charge', rupees: 25 },
          { id: 'taxes', label: 'Taxes (GST)', rupees: 18 },
          { id: 'convenienceFees', label: 'Convenience fees', rupees: 0 },
        ]}
        total={{ id: 'totalAmount', label: 'Total', rupees: 403 }}
      />,
    );
    const bill = screen.getByLabelText('Bill details');
    expect(rowsOf(bill)).toEqual([
      'Item total=₹360.00',
      'Delivery charge=₹25.00',
      'Taxes (GST)=₹18.00',
      'Convenience fees=₹0.00',
      'Total=₹403.00',
    ]);
    expect(bill.querySelectorAll('.bill__row--total')).toHaveLength(1);
    expect(bill.lastElementChild!.className).toContain('bill__row--total');
  });

  it('shows a tip as its own row above the total, and none without one', () => {
    // ₹200 of items + ₹20 delivery + ₹10 GST + ₹20 tip = ₹250.
    const rows = [
      { id: 'amount', label: 'Item total', rupees: 200 },
      { id: 'deliveryCharge', label: 'Delivery charge', rupees: 20 },
      { id: 'taxes', label: 'Taxes (GST)', rupees: 10 },
    ];
    const { unmount } = render(<OrderBill label="Tipped" rows={rows} tip={20} total={{ id: 'totalAmount', label: 'Total', rupees: 250 }} />);
    expect(rowsOf(screen.getByLabelText('Tipped'))).toEqual([
      'Item total=₹200.00',
      'Delivery charge=₹20.00',
      'Taxes (GST)=₹10.00',
      'Tip for the rider=₹20.00',
      'Total=₹250.00',
    ]);
    unmount();
    render(<OrderBill label="Untipped" rows={rows} tip={0} total={{ id: 'totalAmount', label: 'Total', rupees: 230 }} />);
    expect(screen.getByLabelText('Untipped').textContent).not.toContain('Tip');
  });

  it('shows paise and Indian digit grouping, and takes a label with a hint', () => {
    render(
      <OrderBill
        label="Quote"
        rows={[
          {
            id: 'deliveryCharge',
            label: (
              <>
                Delivery fee <span className="bill__hint">(3.2 km)</span>
              </>
            ),
            rupees: 32.5,
          },
        ]}
        total={{ id: 'totalAmount', label: 'To pay', rupees: 123456.75 }}
      />,
    );
    expect(rowsOf(screen.getByLabelText('Quote'))).toEqual(['Delivery fee (3.2 km)=₹32.50', 'To pay=₹1,23,456.75']);
  });
});

describe('discountRows', () => {
  it('is a minus row naming the coupon, and nothing when no coupon took anything off', () => {
    expect(discountRows({ discount: 50, couponCode: 'WELCOME50' })).toEqual([{ id: 'discount', label: 'Coupon (WELCOME50)', rupees: -50 }]);
    expect(discountRows({ discount: 12.5, couponCode: null })).toEqual([{ id: 'discount', label: 'Coupon discount', rupees: -12.5 }]);
    expect(discountRows({ discount: 0, couponCode: 'WELCOME50' })).toEqual([]);
  });

  it('shows in a bill as a minus amount between the items and the total', () => {
    // ₹400 of items − ₹50 coupon + ₹20 delivery + ₹17.50 GST = ₹387.50
    render(
      <OrderBill
        label="Bill with a coupon"
        rows={[{ id: 'amount', label: 'Item total', rupees: 400 }, ...discountRows({ discount: 50, couponCode: 'SAVE50' }), { id: 'deliveryCharge', label: 'Delivery charge', rupees: 20 }, { id: 'taxes', label: 'Taxes (GST)', rupees: 17.5 }]}
        total={{ id: 'totalAmount', label: 'Total', rupees: 387.5 }}
      />,
    );
    expect(rowsOf(screen.getByLabelText('Bill with a coupon'))).toEqual(['Item total=₹400.00', 'Coupon (SAVE50)=-₹50.00', 'Delivery charge=₹20.00', 'Taxes (GST)=₹17.50', 'Total=₹387.50']);
  });
});
