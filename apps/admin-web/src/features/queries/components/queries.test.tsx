import type { CustomerQuery, QuerySummary } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, callsTo, mockApi, toasts } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/test-utils';

vi.setConfig({ testTimeout: 15_000 });

const ME = { 'GET /api/admin/me': { body: { success: true, admin: ADMIN } } };
const QUERY_ID = '44444444-4444-4444-8444-444444444444';
const ORDER_ID = '33333333-3333-4333-8333-333333333333';

const head = {
  _id: QUERY_ID,
  topic: 'missing_item' as const,
  status: 'open' as const,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  order: { _id: ORDER_ID, id: 'ABC234' },
  customer: { _id: '22222222-2222-4222-8222-222222222222', name: 'Meera Iyer', phone: '9876543210' },
};
const summary: QuerySummary = { ...head, messageCount: 1, lastMessage: 'No raita in the bag' };
const thread: CustomerQuery = {
  ...head,
  messages: [{ _id: '66666666-6666-4666-8666-666666666661', from: 'customer', message: 'No raita in the bag', photoUrl: '/api/queries/photos/55555555-5555-4555-8555-555555555555', createdAt: head.createdAt }],
};
const replied: CustomerQuery = {
  ...thread,
  messages: [...thread.messages, { _id: '66666666-6666-4666-8666-666666666662', from: 'support', message: 'Refunding it', photoUrl: null, createdAt: '2026-11-20T10:05:00.000Z' }],
};

beforeEach(() => window.localStorage.setItem('nukkad.admin.session', '1'));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('customer queries inbox', () => {
  it('lists the open queries, newest first, and asks for the resolved ones on their tab', async () => {
    const fetch = mockApi({
      ...ME,
      'GET /api/queries': (_body, url) =>
        url.searchParams.get('status') === 'resolved'
          ? { body: { success: true, queries: [], totalQueries: 0 } }
          : { body: { success: true, queries: [summary], totalQueries: 1 } },
    });
    renderApp('/admin/queries');
    const row = await screen.findByTestId('query-row');
    expect(within(row).getByText('Missing item')).toBeTruthy();
    expect(within(row).getByText('Order #ABC234')).toBeTruthy();
    expect(within(row).getByText('No raita in the bag')).toBeTruthy();
    expect(within(row).getByRole('link').getAttribute('href')).toBe(`/admin/queries/${QUERY_ID}`);

    fireEvent.click(screen.getByRole('tab', { name: 'Resolved' }));
    expect(await screen.findByText('No resolved queries yet.')).toBeTruthy();
    expect(callsTo(fetch, '/api/queries').map((c) => c.url.searchParams.get('status'))).toEqual(['open', 'resolved']);
  });

  it('says so plainly when the inbox cannot be loaded', async () => {
    mockApi({ ...ME, 'GET /api/queries': { status: 500, body: { success: false, message: 'Something went wrong' } } });
    renderApp('/admin/queries');
    expect(await screen.findByText('Could not load the queries. Please try again.', {}, { timeout: 8000 })).toBeTruthy();
  });
});

describe('one customer query', () => {
  it('shows the thread and the customer, sends a reply and resolves the query', async () => {
    let current = thread;
    const fetch = mockApi({
      ...ME,
      [`GET /api/queries/${QUERY_ID}`]: () => ({ body: { success: true, query: current } }),
      [`POST /api/queries/${QUERY_ID}/messages`]: () => {
        current = replied;
        return { body: { success: true, message: 'Message sent', query: replied } };
      },
      [`POST /api/queries/${QUERY_ID}/resolve`]: () => {
        current = { ...replied, status: 'resolved', resolvedAt: '2026-11-20T10:06:00.000Z' };
        return { body: { success: true, message: 'Query resolved', query: current } };
      },
      'GET /api/queries': { body: { success: true, queries: [], totalQueries: 0 } },
    });
    renderApp(`/admin/queries/${QUERY_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Missing item · Order #ABC234' })).toBeTruthy();
    expect(screen.getByText('Meera Iyer')).toBeTruthy();
    expect(screen.getByRole('link', { name: '#ABC234' }).getAttribute('href')).toBe('/viewOrder/ABC234');

    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Please describe the problem')).toBeTruthy();
    expect(callsTo(fetch, `/api/queries/${QUERY_ID}/messages`)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Reply to the customer'), { target: { value: 'Refunding it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Refunding it')).toBeTruthy();
    expect(callsTo(fetch, `/api/queries/${QUERY_ID}/messages`).map((c) => c.body)).toEqual([{ message: 'Refunding it' }]);

    fireEvent.click(screen.getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.getByText('Resolved')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    await waitFor(() => expect(toasts()).toContain('Success: Query resolved. The customer has been told.'));
  });
});
