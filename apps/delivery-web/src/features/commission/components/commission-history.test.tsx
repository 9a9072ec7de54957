import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_ID, SESSION_MARKER, commissionEntry, meReply } from '../../../testing/fixtures';
import { mockApi, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

function mockCommission(reply: () => MockReply) {
  return mockApi((url) => {
    if (url === '/api/delivery/me') return { body: meReply() };
    if (url === `/api/delivery/${PARTNER_ID}/commissionHistory`) return reply();
    return undefined;
  });
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('commission history', () => {
  it('lists each entry with its order, commission and India time, and the total', async () => {
    mockCommission(() => ({
      body: {
        success: true,
        commissionHistory: [commissionEntry(1, { commission: 45.5 }), commissionEntry(2, { commission: 40, time: '2025-03-04T20:00:00.000Z' })],
        total: 85.5,
        tips: 0,
      },
    }));
    renderApp('/delivery/commissionHistory');

    const list = await screen.findByRole('list', { name: 'Commission entries' });
    // 14:12 UTC is 7:42 pm in India; 20:00 UTC on the 4th is 1:30 am on the 5th.
    expect(within(list).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Order #CMS0015 Mar 2025, 7:42\s?pm₹45\.50$/i),
      expect.stringMatching(/^Order #CMS0025 Mar 2025, 1:30\s?am₹40\.00$/i),
    ]);
    expect(screen.getByText('Total commission').parentElement?.textContent).toBe('Total commission₹85.50');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/delivery');
  });

  it("shows each order's tip beside its commission, and the tips' total apart", async () => {
    mockCommission(() => ({
      body: {
        success: true,
        commissionHistory: [commissionEntry(1, { commission: 45.5, tip: 20 }), commissionEntry(2, { commission: 40, time: '2025-03-04T20:00:00.000Z' })],
        total: 85.5,
        tips: 20,
      },
    }));
    renderApp('/delivery/commissionHistory');
    const list = await screen.findByRole('list', { name: 'Commission entries' });
    const [tipped, plain] = within(list).getAllByRole('listitem');
    expect(tipped!.textContent).toMatch(/₹45\.50\+ ₹20\.00 tip$/);
    expect(plain!.textContent).not.toContain('tip');
    expect(screen.getByText('Total commission').parentElement?.textContent).toBe('Total commission₹85.50');
    expect(screen.getByText('Tips from customers').parentElement?.textContent).toBe('Tips from customers₹20.00');
  });

  it('says when there is none', async () => {
    mockCommission(() => ({ body: { success: true, commissionHistory: [], total: 0, tips: 0 } }));
    renderApp('/delivery/commissionHistory');
    expect(await screen.findByRole('heading', { name: 'No commission history found.' })).toBeTruthy();
  });

  it('a failed load says so and Retry loads again', async () => {
    let fail = true;
    mockCommission(() => (fail ? { status: 503, body: { success: false, message: 'Down' } } : { body: { success: true, commissionHistory: [], total: 0, tips: 0 } }));
    renderApp('/delivery/commissionHistory');
    expect(await screen.findByText('Failed to load your commission history. Please try again.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'No commission history found.' })).toBeTruthy();
  });
});
