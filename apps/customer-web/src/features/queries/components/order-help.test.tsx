import type { CustomerQuery } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer, mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { OrderHelp } from './order-help';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const customer = makeCustomer();
const ORDER_ID = '33333333-3333-4333-8333-333333333333';
const QUERY_ID = '44444444-4444-4444-8444-444444444444';
const PHOTO_ID = '55555555-5555-4555-8555-555555555555';

const openQuery: CustomerQuery = {
  _id: QUERY_ID,
  topic: 'missing_item',
  status: 'open',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:30:00.000Z',
  resolvedAt: null,
  order: { _id: ORDER_ID, id: 'ABC234' },
  customer: { _id: customer._id, name: customer.name, phone: customer.phone },
  messages: [
    { _id: '66666666-6666-4666-8666-666666666661', from: 'customer', message: 'No raita in the bag', photoUrl: `/api/queries/photos/${PHOTO_ID}`, createdAt: '2026-11-20T10:00:00.000Z' },
    { _id: '66666666-6666-4666-8666-666666666662', from: 'support', message: 'Sorry! Refunding it now.', photoUrl: null, createdAt: '2026-11-20T10:30:00.000Z' },
  ],
};

const renderHelp = () => renderWithApp(<OrderHelp orderId={ORDER_ID} />, { route: `/order/${ORDER_ID}`, path: '/order/:orderId', user: customer });

describe('OrderHelp', () => {
  it('says in plain words that help is here when the order has no query yet', async () => {
    mockApi((url) => (url === `/api/queries/order/${ORDER_ID}` ? { body: { success: true, queries: [] } } : undefined));
    renderHelp();
    expect(await screen.findByText('Something wrong with this order? Tell us and we will reply here.')).toBeTruthy();
  });

  it('shows the thread with support’s reply and the photo, and lets the customer add a message to the open query', async () => {
    const fetch = mockApi((url, init) => {
      if (url === `/api/queries/order/${ORDER_ID}`) return { body: { success: true, queries: [openQuery] } };
      if (url === `/api/queries/${QUERY_ID}/messages` && init?.method === 'POST') return { body: { success: true, message: 'Message sent', query: openQuery } };
      return undefined;
    });
    renderHelp();
    const card = await screen.findByTestId('order-query');
    expect(within(card).getByText('Missing item')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    const messages = within(card).getAllByTestId('query-message');
    expect(messages.map((m) => m.querySelector('.query-thread__author')?.textContent)).toEqual(['You', 'Nukkad support']);
    expect(within(messages[1]!).getByText('Sorry! Refunding it now.')).toBeTruthy();
    expect(within(messages[0]!).getByRole('img').getAttribute('src')).toBe(`/api/queries/photos/${PHOTO_ID}`);

    fireEvent.change(within(card).getByLabelText('Add a message'), { target: { value: '  Thanks!  ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u) === `/api/queries/${QUERY_ID}/messages`)).toBe(true));
    const call = fetch.mock.calls.find(([u]) => String(u) === `/api/queries/${QUERY_ID}/messages`)!;
    expect(sentBody(call[1])).toEqual({ message: 'Thanks!' });
  });

  it('names the fields at fault before sending anything, then uploads the photo and raises the query', async () => {
    const fetch = mockApi((url, init) => {
      if (url === `/api/queries/order/${ORDER_ID}`) return { body: { success: true, queries: [] } };
      if (url === '/api/queries/photos') return { body: { success: true, photo: { _id: PHOTO_ID } } };
      if (url === '/api/queries' && init?.method === 'POST') return { body: { success: true, message: 'sent', query: openQuery } };
      return undefined;
    });
    renderHelp();
    fireEvent.click(await screen.findByRole('button', { name: 'Get help' }));
    const form = screen.getByRole('form', { name: 'Raise a query' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('Choose what the problem is')).toBeTruthy();
    expect(within(form).getByText('Please describe the problem')).toBeTruthy();
    expect(fetch.mock.calls.filter(([u]) => String(u).startsWith('/api/queries') && !String(u).includes('/order/'))).toEqual([]);

    fireEvent.change(within(form).getByLabelText(/What went wrong/), { target: { value: 'Wrong item' } });
    fireEvent.change(within(form).getByLabelText(/Tell us more/), { target: { value: 'Got paneer instead of dal' } });
    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'bag.png', { type: 'image/png' });
    fireEvent.change(within(form).getByLabelText('Photo (optional)'), { target: { files: [photo] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(fetch.mock.calls.some(([u]) => String(u) === '/api/queries')).toBe(true));
    const urls = fetch.mock.calls.map(([u]) => String(u));
    expect(urls.indexOf('/api/queries/photos')).toBeLessThan(urls.indexOf('/api/queries'));
    const raised = fetch.mock.calls.find(([u]) => String(u) === '/api/queries')!;
    expect(sentBody(raised[1])).toEqual({ orderId: ORDER_ID, topic: 'wrong_item', message: 'Got paneer instead of dal', photoId: PHOTO_ID });
  });

  it('refuses a file that is not a photo at once, and shows the server’s plain 409 when a query on that topic is open', async () => {
    mockApi((url, init) => {
      if (url === `/api/queries/order/${ORDER_ID}`) return { body: { success: true, queries: [] } };
      if (url === '/api/queries' && init?.method === 'POST')
        return { status: 409, body: { success: false, message: 'You already have an open query about this on this order. Add a message to it instead.' } };
      return undefined;
    });
    renderHelp();
    fireEvent.click(await screen.findByRole('button', { name: 'Get help' }));
    const form = screen.getByRole('form', { name: 'Raise a query' });
    fireEvent.change(within(form).getByLabelText('Photo (optional)'), { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(within(form).getByText('Only JPEG, PNG or WebP images can be uploaded.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/What went wrong/), { target: { value: 'Order is late' } });
    fireEvent.change(within(form).getByLabelText(/Tell us more/), { target: { value: 'Still waiting' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByText('You already have an open query about this on this order. Add a message to it instead.')).toBeTruthy();
  });

  it('says so plainly, with Retry, when the queries cannot be loaded', async () => {
    mockApi((url) => (url === `/api/queries/order/${ORDER_ID}` ? { status: 500, body: { success: false, message: 'Something went wrong' } } : undefined));
    renderHelp();
    expect(await screen.findByText('Could not load your questions about this order.', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
