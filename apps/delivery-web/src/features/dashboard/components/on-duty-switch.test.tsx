import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PARTNER_ID, SESSION_MARKER, availableReply, makeAvailableOrder, meReply, statsReply } from '../../../testing/fixtures';
import { callsTo, deferred, mockApi, sentBody, type MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';

/** The dashboard with a partner whose duty the server keeps in `state`; `answer` may replace the switch's reply. */
function mockDuty(state: { isAvailable: boolean }, answer?: () => MockReply | Promise<MockReply>) {
  return mockApi(async (url, init) => {
    if (url === '/api/delivery/me') return { body: meReply({ isAvailable: state.isAvailable }) };
    if (url === `/api/delivery/orders/${PARTNER_ID}`) return { body: statsReply };
    if (url === '/api/delivery/get-available-orders') return { body: availableReply([makeAvailableOrder(1)]) };
    if (url === '/api/delivery/availability' && init?.method === 'PUT') {
      if (answer) return answer();
      state.isAvailable = (sentBody(init) as { isAvailable: boolean }).isAvailable;
      return { body: { success: true, isAvailable: state.isAvailable } };
    }
    return undefined;
  });
}

const dutySwitch = () => screen.getByRole('switch', { name: 'On duty' });
const accept = () => screen.getByRole('button', { name: 'Accept order AVL001' }) as HTMLButtonElement;
const toasts = () => [...document.querySelectorAll('.toast__message')].map((message) => message.textContent);

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(SESSION_MARKER, '1');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('on-duty switch', () => {
  it('going off duty sends isAvailable false, reads the partner again and closes Accept; going on opens it', async () => {
    const state = { isAvailable: true };
    const fetchSpy = mockDuty(state);
    renderApp('/delivery');
    await screen.findByRole('article', { name: 'Order #AVL001' });
    await waitFor(() => expect(dutySwitch().getAttribute('aria-checked')).toBe('true'));
    expect(accept().disabled).toBe(false);

    fireEvent.click(dutySwitch());

    await waitFor(() => expect(dutySwitch().getAttribute('aria-checked')).toBe('false'));
    await waitFor(() => expect(accept().disabled).toBe(true));
    expect(screen.getByText(/Off duty\./).closest('p')?.textContent).toBe('Off duty. Go on duty to accept orders.');
    const puts = callsTo(fetchSpy, '/api/delivery/availability');
    expect(puts.map(([, init]) => [init?.method, sentBody(init)])).toEqual([['PUT', { isAvailable: false }]]);
    await waitFor(() => expect(callsTo(fetchSpy, '/api/delivery/me')).toHaveLength(2));

    fireEvent.click(dutySwitch());
    await waitFor(() => expect(dutySwitch().getAttribute('aria-checked')).toBe('true'));
    await waitFor(() => expect(accept().disabled).toBe(false));
    expect(sentBody(callsTo(fetchSpy, '/api/delivery/availability')[1]![1])).toEqual({ isAvailable: true });
  });

  it('moves at once, and moves back with a message when the server refuses', async () => {
    const reply = deferred<MockReply>();
    mockDuty({ isAvailable: true }, () => reply.promise);
    renderApp('/delivery');
    await waitFor(() => expect(dutySwitch().getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(dutySwitch());
    await waitFor(() => expect(dutySwitch().getAttribute('aria-checked')).toBe('false'));
    expect(dutySwitch().getAttribute('aria-busy')).toBe('true');

    reply.resolve({ status: 500, body: { success: false, message: 'Something went wrong. Please try again.' } });

    await waitFor(() => expect(dutySwitch().getAttribute('aria-checked')).toBe('true'));
    expect(toasts()).toEqual(['Error: Something went wrong. Please try again.']);
  });
});
