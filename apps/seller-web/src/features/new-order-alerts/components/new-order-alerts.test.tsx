import { sellerOrderKeys } from '@nukkad/api-client';
import { jsonResponse, renderRoutes, requestUrl } from '@nukkad/api-client/testing';
import { SELLER_POLL_MS } from '@nukkad/contracts';
import { Head } from '@nukkad/ui';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { AppProvider } from '../../../app/provider';
import { session } from '../../../lib/session';
import { renderApp } from '../../../testing/render-app';
import { NEW_ORDER_SOUND_URL, NewOrderAlerts } from './new-order-alerts';

const UNREAD_URL = '/api/notification/unread-order-notifications';
const toastMessages = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);

/** Answers the unread count with each of `counts` in turn (the last one from then on); anything else fails. */
function mockUnreadCounts(...counts: number[]) {
  let next = 0;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    if (requestUrl(input) !== UNREAD_URL) return jsonResponse(500, { success: false, message: 'Not mocked' });
    const count = counts[Math.min(next++, counts.length - 1)];
    return jsonResponse(200, { success: true, count });
  });
}
/** Holds the unread count back until the test calls `answer`. */
function deferUnreadCount() {
  let answer: (count: number) => void = () => undefined;
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    (input) =>
      new Promise((resolve) => {
        if (requestUrl(input) === UNREAD_URL) answer = (count) => resolve(jsonResponse(200, { success: true, count }));
        else resolve(jsonResponse(500, { success: false, message: 'Not mocked' }));
      }),
  );
  return { answer: (count: number) => act(() => answer(count)) };
}
const unreadCalls = (fetchSpy: ReturnType<typeof mockUnreadCounts>) => fetchSpy.mock.calls.filter(([input]) => requestUrl(input) === UNREAD_URL);

/** The alert in a bare frame, over two pages with titles of their own. */
const routes = () => [
  {
    element: (
      <>
        <Outlet />
        <NewOrderAlerts />
      </>
    ),
    children: [
      {
        path: '/orders',
        element: (
          <>
            <Head title="Orders" />
            <Link to="/products">Products</Link>
          </>
        ),
      },
      { path: '/products', element: <Head title="Products" /> },
    ],
  },
];
const renderAlert = (signedIn = true) => renderRoutes({ Provider: AppProvider, session }, routes(), '/orders', { signedIn });

let play: MockInstance<HTMLMediaElement['play']>;

beforeEach(() => {
  window.localStorage.clear();
  document.title = '';
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('new-order alerts', () => {
  it('for 2 unread: an info toast and the count in the tab title, but no sound before the user has interacted', async () => {
    const fetchSpy = mockUnreadCounts(2);
    renderAlert();
    await waitFor(() => expect(toastMessages()).toEqual(['Info: You have 2 new order notifications.']));
    await waitFor(() => expect(document.title).toBe('(2) Orders · Nukkad Seller'));
    expect(unreadCalls(fetchSpy)).toHaveLength(1);
    expect(play).not.toHaveBeenCalled();
  });

  it('for 0 unread: no toast, no sound and the title as the page set it', async () => {
    const fetchSpy = mockUnreadCounts(0);
    const { queryClient } = renderAlert();
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(queryClient.getQueryData(sellerOrderKeys.unreadCount)).toEqual({ success: true, count: 0 }));
    expect(unreadCalls(fetchSpy)).toHaveLength(1);
    expect(document.title).toBe('Orders · Nukkad Seller');
    expect(toastMessages()).toEqual([]);
    expect(play).not.toHaveBeenCalled();
  });

  it('chimes once the user has pressed or typed anywhere on the page', async () => {
    const unread = deferUnreadCount();
    renderAlert();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    fireEvent.keyDown(document.body, { key: 'Tab' });
    unread.answer(3);
    await waitFor(() => expect(toastMessages()).toEqual(['Info: You have 3 new order notifications.']));
    expect(play).toHaveBeenCalledTimes(1);
    const audio = play.mock.instances[0] as unknown as HTMLAudioElement;
    expect(new URL(audio.src).pathname).toBe(NEW_ORDER_SOUND_URL);
  });

  it('keeps the toast and raises no error when the browser refuses to play', async () => {
    play.mockRejectedValue(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    const unread = deferUnreadCount();
    renderAlert();
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    fireEvent.pointerDown(document.body);
    unread.answer(1);
    await waitFor(() => expect(toastMessages()).toEqual(['Info: You have 1 new order notification.']));
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(1) Orders · Nukkad Seller');
  });

  it('polls every SELLER_POLL_MS and alerts again only when the count has grown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchSpy = mockUnreadCounts(2, 2, 5, 1);
    renderAlert();
    await waitFor(() => expect(toastMessages()).toEqual(['Info: You have 2 new order notifications.']));
    // The first answer came before any interaction: a toast without a sound.
    expect(play).not.toHaveBeenCalled();
    fireEvent.pointerDown(document.body);

    // Toasts close after a few seconds, so each poll's toasts are the ones still showing.
    await act(() => vi.advanceTimersByTimeAsync(SELLER_POLL_MS));
    expect(unreadCalls(fetchSpy)).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('(2) Orders · Nukkad Seller'));
    expect(toastMessages()).toEqual([]);
    expect(play).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(SELLER_POLL_MS));
    expect(unreadCalls(fetchSpy)).toHaveLength(3);
    await waitFor(() => expect(toastMessages()).toEqual(['Info: You have 5 new order notifications.']));
    expect(play).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('(5) Orders · Nukkad Seller');

    await act(() => vi.advanceTimersByTimeAsync(SELLER_POLL_MS));
    expect(unreadCalls(fetchSpy)).toHaveLength(4);
    await waitFor(() => expect(document.title).toBe('(1) Orders · Nukkad Seller'));
    expect(toastMessages()).toEqual([]);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('keeps the count before each page’s own title and takes it away when all are read', async () => {
    mockUnreadCounts(2, 0);
    const { queryClient } = renderAlert();
    await waitFor(() => expect(document.title).toBe('(2) Orders · Nukkad Seller'));
    fireEvent.click(screen.getByRole('link', { name: 'Products' }));
    await waitFor(() => expect(document.title).toBe('(2) Products · Nukkad Seller'));
    await act(() => queryClient.refetchQueries({ queryKey: sellerOrderKeys.unreadCount }));
    await waitFor(() => expect(document.title).toBe('Products · Nukkad Seller'));
  });

  it('asks nothing and shows nothing when signed out', async () => {
    const fetchSpy = mockUnreadCounts(4);
    renderAlert(false);
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(document.title).toBe('Orders · Nukkad Seller'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(unreadCalls(fetchSpy)).toHaveLength(0);
    expect(toastMessages()).toEqual([]);
    expect(play).not.toHaveBeenCalled();
  });

  it('is part of the signed-in app frame, and not of the login page', async () => {
    const fetchSpy = mockUnreadCounts(2);
    renderApp('/seller/my-orders', { signedIn: true });
    await waitFor(() => expect(toastMessages()).toContain('Info: You have 2 new order notifications.'));
    await waitFor(() => expect(document.title).toMatch(/^\(2\) .*Nukkad Seller$/));
    cleanup();
    fetchSpy.mockClear();
    document.title = '';
    renderApp('/seller-login', { signedIn: false });
    await screen.findByRole('button', { name: 'Log in' });
    expect(unreadCalls(fetchSpy)).toHaveLength(0);
    expect(document.title).not.toMatch(/^\(\d+\)/);
  });
});
