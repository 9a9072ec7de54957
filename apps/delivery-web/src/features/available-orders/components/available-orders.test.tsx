import { AVAILABLE_ORDERS_REFRESH_MS } from '@nukkad/api-client';
import { ORDER_TAKEN_MESSAGE } from '@nukkad/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PARTNER_ID,
  SESSION_MARKER,
  availableReply,
  makeAvailableOrder,
  makeDeliveryOrder,
  meReply,
  statsReply,
} from '../../../testing/fixtures';
import { callsTo, mockApi, sentBody, type MockHandler, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

const LIST_URL = '/api/delivery/get-available-orders';
const EMOJI = /\p{Extended_Pictographic}/u;

/** The dashboard's calls; `accept` answers POST …/accept, `list` the available orders. */
function mockDashboard({
  list = () => ({ body: availableReply([makeAvailableOrder(1)]) }),
  accept = () => ({ body: { success: true, message: 'Order accepted successfully!' } }),
  onDuty = true,
  more,
}: { list?: () => MockReply; accept?: (orderId: string) => MockReply | Promise<MockReply>; onDuty?: boolean; more?: MockHandler } = {}) {
  return mockApi((url, init) => {
    if (url === '/api/delivery/me') return { body: meReply({ isAvailable: onDuty }) };
    if (url === `/api/delivery/orders/${PARTNER_ID}`) return { body: statsReply };
    if (url === LIST_URL) return list();
    const accepting = url.match(/^\/api\/delivery\/orders\/([^/]+)\/accept$/);
    if (accepting && init?.method === 'POST') return accept(accepting[1]!);
    return more?.(url, init);
  });
}

const toasts = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);
const cards = () => within(screen.getByRole('list', { name: 'Available orders' })).getAllByRole('article');

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('available orders', () => {
  it('shows each order: display id, shops, sellers, charges, address, distance, item count and what the partner earns', async () => {
    mockDashboard();
    renderApp('/delivery');

    const card = await screen.findByRole('article', { name: 'Order #AVL001' });
    const text = card.textContent ?? '';
    expect(text).toContain('Sharma Sweets, Ravi Kirana');
    expect(text).toContain('Sellers: sharma_sweets, ravi_stores');
    expect(text).toContain('Delivery charge₹25.00');
    expect(text).toContain('Convenience fees₹15.00');
    expect(text).toContain('You earn₹40.00');
    expect(text).toContain('Connaught Place, New Delhi 110001');
    expect(text).toContain('Flat 4B, Sunrise Apartments');
    expect(text).toContain('Landmark: Opposite the metro gate 5');
    expect(text).toContain('2.4 km');
    expect(text).toContain('3 items');
    expect(text).toContain('Cash on delivery: collect ₹420.00');
    expect(within(card).getByRole('button', { name: 'Accept order AVL001' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Available orders' })).toBeTruthy();
    expect(document.querySelector('.available-orders__count')?.textContent).toBe('1 order waiting');
  });

  it('Accept sends the partner’s id, says so and opens the order', async () => {
    const fetchSpy = mockDashboard({ more: (url) => (url.startsWith('/api/delivery/order/') ? { body: { success: true, order: makeDeliveryOrder() } } : undefined) });
    const { router } = renderApp('/delivery');
    const order = makeAvailableOrder(1);

    fireEvent.click(await screen.findByRole('button', { name: 'Accept order AVL001' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/delivery/order/${order._id}`));
    const accepts = callsTo(fetchSpy, `/api/delivery/orders/${order._id}/accept`);
    expect(accepts).toHaveLength(1);
    expect(sentBody(accepts[0]![1])).toEqual({ deliveryBoyId: PARTNER_ID });
    expect(toasts()).toEqual(['Success: Order accepted successfully!']);
  });

  it('a 409 shows the server’s message and takes the order off the list, leaving the others', async () => {
    const taken = makeAvailableOrder(1);
    const fetchSpy = mockDashboard({
      list: () => ({ body: availableReply([taken, makeAvailableOrder(2)]) }),
      accept: () => ({ status: 409, body: { success: false, message: ORDER_TAKEN_MESSAGE } }),
    });
    const { router } = renderApp('/delivery');

    fireEvent.click(await screen.findByRole('button', { name: 'Accept order AVL001' }));

    await waitFor(() => expect(toasts()).toEqual([`Error: ${ORDER_TAKEN_MESSAGE}`]));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Order #AVL001' })).toBeNull());
    expect(cards().map((card) => card.getAttribute('aria-labelledby'))).toEqual([`available-${makeAvailableOrder(2)._id}-title`]);
    expect(router.state.location.pathname).toBe('/delivery');
    expect(callsTo(fetchSpy, `/api/delivery/orders/${taken._id}/accept`)).toHaveLength(1);
  });

  it('a failure with no words from the server says “Failed to accept order” and keeps the order', async () => {
    mockDashboard({ accept: () => Promise.reject(new TypeError('offline')) });
    renderApp('/delivery');

    fireEvent.click(await screen.findByRole('button', { name: 'Accept order AVL001' }));

    await waitFor(() => expect(toasts()).toEqual(['Error: Failed to accept order']));
    expect(screen.getByRole('article', { name: 'Order #AVL001' })).toBeTruthy();
  });

  it('off duty: Accept is closed and the page says going on duty is needed', async () => {
    const fetchSpy = mockDashboard({ onDuty: false });
    renderApp('/delivery');

    const accept = (await screen.findByRole('button', { name: 'Accept order AVL001' })) as HTMLButtonElement;
    await waitFor(() => expect(accept.disabled).toBe(true));
    const reason = document.getElementById(accept.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('You are off duty. Go on duty to accept orders.');
    fireEvent.click(accept);
    expect(callsTo(fetchSpy, '/api/delivery/orders/').filter(([url]) => url.endsWith('/accept'))).toEqual([]);
  });

  it('says when nothing is waiting, with an svg picture and no emoji', async () => {
    mockDashboard({ list: () => ({ body: availableReply([]) }) });
    const { container } = renderApp('/delivery');

    expect(await screen.findByRole('heading', { level: 3, name: 'No available orders right now.' })).toBeTruthy();
    expect(container.querySelector('.empty-state__icon svg')).not.toBeNull();
    expect(container.textContent).not.toMatch(EMOJI);
  });

  it('a failed load says so in plain words and Retry loads again', async () => {
    let fail = true;
    mockDashboard({ list: () => (fail ? { status: 503, body: { success: false, message: 'Down' } } : { body: availableReply([]) }) });
    renderApp('/delivery');

    expect(await screen.findByText('Failed to load available orders. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No available orders right now.')).toBeTruthy();
  });

  it('reads the list again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let round = 0;
    const fetchSpy = mockDashboard({ list: () => ({ body: availableReply(round++ === 0 ? [] : [makeAvailableOrder(3)]) }) });
    renderApp('/delivery');
    expect(await screen.findByText('No available orders right now.')).toBeTruthy();
    expect(callsTo(fetchSpy, LIST_URL)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(AVAILABLE_ORDERS_REFRESH_MS));

    expect(await screen.findByRole('article', { name: 'Order #AVL003' })).toBeTruthy();
    // The list's own timer and the frame's 30 s fallback poll (the stream never opened here) may both fall due.
    expect(callsTo(fetchSpy, LIST_URL).length).toBeGreaterThanOrEqual(2);
  });
});
