import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../testing/fixtures';
import { ADMIN, apiCalls, mockApi, toasts } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';
import { couponBody } from './coupon-form';

vi.setConfig({ testTimeout: 15_000 });

const ME = { 'GET /api/admin/me': { body: { success: true, admin: ADMIN } } };
const SELLERS = { 'GET /api/admin/sellers': { body: { success: true, sellers: [] } } };
const coupon = (n: number, fields: Record<string, unknown> = {}) => ({
  _id: uuid(7000 + n),
  code: `SAVE${n}`,
  kind: 'flat',
  value: 50,
  maxDiscount: null,
  minAmount: 199,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: null,
  totalUses: 100,
  usesPerCustomer: 1,
  firstOrderOnly: false,
  orderType: null,
  shopId: null,
  shopName: null,
  paused: false,
  usedCount: 12,
  orders: 11,
  discountGiven: 550,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...fields,
});

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('couponBody', () => {
  const blank = { code: 'WELCOME', kind: 'flat' as const, value: '50', maxDiscount: '30', minAmount: '', validUntil: '', totalUses: '', usesPerCustomer: '1', orderType: 'both' as const, shop: 'Every shop', firstOrderOnly: false };
  it('sends rupees as numbers, empty limits as none, a flat coupon without a cap, and the last day whole in Asia/Kolkata', () => {
    expect(couponBody(blank, () => null)).toEqual({
      code: 'WELCOME',
      kind: 'flat',
      value: 50,
      maxDiscount: null,
      minAmount: 0,
      validUntil: null,
      totalUses: null,
      usesPerCustomer: 1,
      firstOrderOnly: false,
      orderType: null,
      shopId: null,
    });
    expect(
      couponBody({ ...blank, kind: 'percent', value: '20', maxDiscount: '75', minAmount: '149.5', validUntil: '2026-12-31', totalUses: '500', orderType: 'Food', shop: 'Punjab Da Dhaba', firstOrderOnly: true }, (name) =>
        name === 'Punjab Da Dhaba' ? uuid(1) : null,
      ),
    ).toMatchObject({ kind: 'percent', value: 20, maxDiscount: 75, minAmount: 149.5, validUntil: '2026-12-31T23:59:59.999+05:30', totalUses: 500, orderType: 'Food', shopId: uuid(1), firstOrderOnly: true });
  });
});

describe('coupons screen', () => {
  it('lists each coupon with its uses, orders and discount given', async () => {
    mockApi({ ...ME, ...SELLERS, 'GET /api/admin/coupons': { body: { success: true, coupons: [coupon(1), coupon(2, { kind: 'percent', value: 20, maxDiscount: 75, paused: true, totalUses: null, usedCount: 3, orders: 3, discountGiven: 180.5 })] } } });
    renderApp('/admin/coupons');
    const table = await screen.findByRole('table', { name: 'Coupons' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 6).map((cell) => cell.textContent))).toEqual([
      ['SAVE1', '₹50 offon ₹199 or more', '12 / 100 · 1 per customer', '11', '₹550.00', 'Running'],
      ['SAVE2', '20% off up to ₹75on ₹199 or more', '3 · 1 per customer', '3', '₹180.50', 'Paused'],
    ]);
  });

  it('says so when there is no coupon, and when the list cannot be read', async () => {
    mockApi({ ...ME, ...SELLERS, 'GET /api/admin/coupons': { body: { success: true, coupons: [] } } });
    renderApp('/admin/coupons');
    expect(await screen.findByText('No coupons yet')).toBeTruthy();
    cleanup();
    vi.restoreAllMocks();
    mockApi({ ...ME, ...SELLERS, 'GET /api/admin/coupons': { status: 500, body: { success: false, message: 'Internal Server Error' } } });
    renderApp('/admin/coupons');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('pauses a coupon only after confirming', async () => {
    let paused = false;
    const fetchMock = mockApi({
      ...ME,
      ...SELLERS,
      'GET /api/admin/coupons': () => ({ body: { success: true, coupons: [coupon(1, { paused })] } }),
      [`PATCH /api/admin/coupons/${uuid(7001)}`]: (body) => {
        paused = (body as { paused: boolean }).paused;
        return { body: { success: true, message: 'Coupon paused.', coupon: coupon(1, { paused }) } };
      },
    });
    renderApp('/admin/coupons');
    fireEvent.click(await screen.findByRole('button', { name: 'Pause SAVE1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Pause SAVE1?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep running' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(apiCalls(fetchMock).some(([method]) => method === 'PATCH')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Pause SAVE1' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Pause' }));
    expect(await screen.findByRole('button', { name: 'Resume SAVE1' })).toBeTruthy();
    expect(apiCalls(fetchMock).find(([method]) => method === 'PATCH')![2]).toEqual({ paused: true });
    await waitFor(() => expect(toasts().join()).toContain('Coupon paused.'));
  });

  it('creates a coupon, checks the form before sending, and shows a taken code on its field', async () => {
    let taken = false;
    const fetchMock = mockApi({
      ...ME,
      ...SELLERS,
      'GET /api/admin/coupons': { body: { success: true, coupons: [] } },
      'POST /api/admin/coupons': () =>
        taken ? { status: 409, body: { success: false, message: 'A coupon with this code already exists.' } } : { body: { success: true, message: 'Coupon created.', coupon: coupon(9) } },
    });
    renderApp('/admin/coupons');
    const form = (await screen.findByRole('button', { name: 'Create coupon' })).closest('form')!;
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'no spaces' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText('A coupon code is 3 to 20 letters or digits')).toBeTruthy();
    expect(within(form).getByText(/expected number/i)).toBeTruthy();
    expect(apiCalls(fetchMock).some(([method]) => method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'save9' } });
    fireEvent.change(within(form).getByLabelText(/^Rupees off/), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'First order only' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(toasts().join()).toContain('Coupon created.'));
    expect(apiCalls(fetchMock).find(([method]) => method === 'POST')![2]).toMatchObject({ code: 'save9', kind: 'flat', value: 40, firstOrderOnly: true, totalUses: null });

    taken = true;
    fireEvent.change(within(form).getByLabelText(/^Code/), { target: { value: 'SAVE9' } });
    fireEvent.change(within(form).getByLabelText(/^Rupees off/), { target: { value: '40' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create coupon' }));
    expect(await within(form).findByText('A coupon with this code already exists.')).toBeTruthy();
  });
});
