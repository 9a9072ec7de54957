import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { orderItems, orders } from '../../db/schema';
import { formatInvoiceDate, formatPaise } from './invoice-format';
import { invoiceFileName, invoiceNumber, invoicePdf } from './invoice-pdf';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const deliveredAt = new Date('2026-11-22T20:00:00Z'); // 23 Nov in Asia/Kolkata
const placedAt = new Date('2026-11-22T17:30:00Z');

function order(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    displayId: 'KQ7M2X',
    customerId: '00000000-0000-4000-8000-000000000002',
    orderType: 'Food',
    paymentMethod: 'COD',
    paymentStatus: 'Paid',
    deliveryStatus: 'Delivered',
    amountPaise: 123_450,
    deliveryChargePaise: 3_500,
    taxesPaise: 6_173,
    convenienceFeesPaise: 1_000,
    tipPaise: 0,
    serviceChargePaise: 1_500,
    totalAmountPaise: 135_623,
    distanceKm: 3.2,
    shippingAddress: { fullName: 'Asha Verma', phone: '9876543210', addressLine: '12 MG Road', area: 'Indiranagar', landMark: 'Near the metro', lat: 12.97, long: 77.64 },
    deliveryPartnerId: null,
    assignedAt: null,
    deliveredAt,
    paymentId: null,
    discountPaise: 0,
    couponId: null,
    coupon: null,
    hasReviewed: false,
    review: null,
    deliveryRatings: null,
    appRatings: null,
    overallRatings: null,
    scheduledFor: null,
    releaseAt: null,
    releasedAt: null,
    createdAt: placedAt,
    updatedAt: deliveredAt,
    ...overrides,
  };
}

function item(name: string, unitPricePaise: number, quantity: number, status: ItemRow['status'], shopName = 'Punjabi Dhaba'): ItemRow {
  return {
    id: crypto.randomUUID(),
    orderId: '00000000-0000-4000-8000-000000000001',
    productId: crypto.randomUUID(),
    shopId: crypto.randomUUID(),
    sellerId: crypto.randomUUID(),
    productName: name,
    shopName,
    sellerUsername: 'owner',
    image: null,
    unitPricePaise,
    quantity,
    status,
    createdAt: placedAt,
    updatedAt: deliveredAt,
  };
}

const textOf = async (pdf: Buffer) => (await extractText(new Uint8Array(pdf), { mergePages: true })).text;

describe('money and dates on the invoice', () => {
  it('formats paise as en-IN rupees with the rupee sign', () => {
    expect(formatPaise(123_450)).toBe('₹1,234.50');
    expect(formatPaise(12_345_605)).toBe('₹1,23,456.05');
    expect(formatPaise(0)).toBe('₹0.00');
    expect(formatPaise(7)).toBe('₹0.07');
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });

  it('dates in Asia/Kolkata', () => {
    expect(formatInvoiceDate(new Date('2026-11-22T20:00:00Z'))).toBe('23 Nov 2026');
    expect(formatInvoiceDate(new Date('2026-11-22T18:29:00Z'))).toBe('22 Nov 2026');
  });
});

describe('invoicePdf', () => {
  const items = [
    item('Paneer Butter Masala', 24_900, 3, 'Delivered'),
    item('Butter Chicken', 32_000, 1, 'Cancelled'),
    item('Garlic Naan', 4_950, 10, 'Delivered', 'Tandoor House'),
  ];

  it('is a PDF naming the invoice, the order, the customer, the address and the shops', async () => {
    const pdf = await invoicePdf({ order: order(), items, customer: { name: 'Asha Verma', phone: '9876543210' } });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(pdf);
    expect(text).toContain('Nukkad');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain('INV-KQ7M2X');
    expect(text).toContain('#KQ7M2X');
    expect(text).toContain('23 Nov 2026');
    expect(text).toContain('Asha Verma');
    expect(text).toContain('9876543210');
    expect(text).toContain('12 MG Road');
    expect(text).toContain('Indiranagar');
    expect(text).toContain('Near the metro');
    expect(text).toContain('Punjabi Dhaba');
    expect(text).toContain('Tandoor House');
  });

  it('lists the lines that were not cancelled with their unit prices and amounts, every fee and the total', async () => {
    const text = await textOf(await invoicePdf({ order: order(), items, customer: { name: 'Asha Verma', phone: '9876543210' } }));
    expect(text).toContain('Paneer Butter Masala');
    expect(text).toContain('Garlic Naan');
    expect(text).not.toContain('Butter Chicken');
    expect(text).toContain('₹249.00'); // unit price
    expect(text).toContain('₹747.00'); // 3 × 249
    expect(text).toContain('₹49.50');
    expect(text).toContain('₹495.00'); // 10 × 49.50
    expect(text).not.toContain('₹320.00');
    for (const [label, figure] of [
      ['Item total', '₹1,234.50'],
      ['Delivery charge', '₹35.00'],
      ['Taxes', '₹61.73'],
      ['Convenience fees', '₹10.00'],
      ['Service charge', '₹15.00'],
      ['Total', '₹1,356.23'],
    ]) {
      expect(text).toContain(label);
      expect(text).toContain(figure);
    }
  });

  it('shows a coupon’s discount as its own line, taken off before the total', async () => {
    // 1234.50 − 100.00 + 35.00 + 56.73 (GST on 1134.50, half up) + 10.00 + 15.00 = 1251.23
    const discounted = order({ discountPaise: 10_000, taxesPaise: 5_673, totalAmountPaise: 125_123, couponId: '00000000-0000-4000-8000-000000000009', coupon: { code: 'WELCOME100', kind: 'flat', value: 10_000, maxDiscountPaise: null, minAmountPaise: 0, shopId: null } });
    const text = await textOf(await invoicePdf({ order: discounted, items, customer: { name: 'A', phone: '1' } }));
    expect(text).toContain('Discount (WELCOME100)');
    expect(text).toContain('-₹100.00');
    expect(text).toContain('₹1,251.23');
    const plain = await textOf(await invoicePdf({ order: order(), items, customer: { name: 'A', phone: '1' } }));
    expect(plain).not.toContain('Discount');
  });

  it('shows a tip as its own line in the total, and no tip line without one', async () => {
    // 1234.50 + 35 + 61.73 + 10 + 15 = 1356.23, and a ₹20 tip: 1376.23.
    const tipped = await textOf(await invoicePdf({ order: order({ tipPaise: 2_000, totalAmountPaise: 137_623 }), items, customer: { name: 'A', phone: '1' } }));
    expect(tipped).toContain('Tip for the rider');
    expect(tipped).toContain('₹20.00');
    expect(tipped).toContain('₹1,376.23');
    const untipped = await textOf(await invoicePdf({ order: order(), items, customer: { name: 'A', phone: '1' } }));
    expect(untipped).not.toContain('Tip for the rider');
  });

  it('names the payment method and status', async () => {
    const cod = await textOf(await invoicePdf({ order: order(), items, customer: { name: 'A', phone: '1' } }));
    expect(cod).toContain('COD');
    expect(cod).toContain('Paid');
    const online = await textOf(await invoicePdf({ order: order({ paymentMethod: 'Online' }), items, customer: { name: 'A', phone: '1' } }));
    expect(online).toContain('Online');
    expect(online).not.toContain('COD');
  });

  it('runs over several pages when the lines do not fit on one', async () => {
    const many = Array.from({ length: 80 }, (_, i) => item(`Dish number ${i + 1}`, 10_000, 1, 'Delivered'));
    const pdf = await invoicePdf({ order: order({ amountPaise: 800_000, totalAmountPaise: 812_000 }), items: many, customer: { name: 'A', phone: '1' } });
    const { totalPages, text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(totalPages).toBeGreaterThan(1);
    expect(text).toContain('Dish number 1');
    expect(text).toContain('Dish number 80');
    expect(text).toContain('₹8,120.00');
  });

  it('names its number and file after the display id', () => {
    expect(invoiceNumber('KQ7M2X')).toBe('INV-KQ7M2X');
    expect(invoiceFileName('KQ7M2X')).toBe('nukkad-invoice-KQ7M2X.pdf');
  });
});
