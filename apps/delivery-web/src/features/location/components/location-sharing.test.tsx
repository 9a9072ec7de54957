import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi, sentBody } from '@nukkad/api-client/testing';
import { PARTNER_ID, SESSION_MARKER, availableReply, meReply, statsReply } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';

/** A phone whose position the test moves: `move` calls the app's watchPosition callback as the browser would. */
function fakeGeolocation() {
  let onPosition: PositionCallback | null = null;
  const geolocation = {
    watchPosition: vi.fn((success: PositionCallback) => {
      onPosition = success;
      return 7;
    }),
    clearWatch: vi.fn(),
    getCurrentPosition: vi.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const move = (lat: number, lng: number) =>
    onPosition?.({ coords: { latitude: lat, longitude: lng, accuracy: 8 }, timestamp: Date.now() } as unknown as GeolocationPosition);
  return { geolocation, move };
}

function mockPartner(state: { isAvailable: boolean }) {
  return mockApi(async (url, init) => {
    if (url === '/api/delivery/me') return { body: meReply({ isAvailable: state.isAvailable }) };
    if (url === `/api/delivery/orders/${PARTNER_ID}`) return { body: statsReply };
    if (url === '/api/delivery/get-available-orders') return { body: availableReply([]) };
    if (url === '/api/delivery/location') return { body: { success: true, message: 'Location updated.' } };
    if (url === '/api/delivery/availability' && init?.method === 'PUT') {
      state.isAvailable = (sentBody(init) as { isAvailable: boolean }).isAvailable;
      return { body: { success: true, isAvailable: state.isAvailable } };
    }
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
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('sharing the rider’s location', () => {
  it('on duty: watches the phone, sends its first position, says so; a move of a few metres at once is held back', async () => {
    const { geolocation, move } = fakeGeolocation();
    const fetchSpy = mockPartner({ isAvailable: true });
    renderApp('/delivery');
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('location-sharing').textContent).toBe('Finding your location…');

    move(28.6139, 77.209);
    await waitFor(() => expect(screen.getByTestId('location-sharing').textContent).toBe('Sharing your location while you are on duty'));
    await waitFor(() => expect(callsTo(fetchSpy, '/api/delivery/location')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/api/delivery/location')[0]![1])).toEqual({ lat: 28.6139, long: 77.209, accuracy: 8 });

    // 111 m further but within 10 s of the last send: held back by the send rule.
    move(28.6149, 77.209);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(fetchSpy, '/api/delivery/location')).toHaveLength(1);
  });

  it('going off duty stops the watch and the strip goes away', async () => {
    const { geolocation, move } = fakeGeolocation();
    mockPartner({ isAvailable: true });
    renderApp('/delivery');
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalledTimes(1));
    move(28.6139, 77.209);
    await screen.findByText('Sharing your location while you are on duty');

    fireEvent.click(screen.getByRole('switch', { name: 'On duty' }));
    await waitFor(() => expect(geolocation.clearWatch).toHaveBeenCalledWith(7));
    expect(screen.queryByTestId('location-sharing')).toBeNull();
  });

  it('off duty: nothing is watched or sent', async () => {
    const { geolocation } = fakeGeolocation();
    const fetchSpy = mockPartner({ isAvailable: false });
    renderApp('/delivery');
    await screen.findByRole('switch', { name: 'On duty' });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'On duty' }).getAttribute('aria-checked')).toBe('false'));
    expect(geolocation.watchPosition).not.toHaveBeenCalled();
    expect(callsTo(fetchSpy, '/api/delivery/location')).toHaveLength(0);
    expect(screen.queryByTestId('location-sharing')).toBeNull();
  });

  it('refused as off duty (switched off elsewhere), the app reads the partner again and stops sharing', async () => {
    const { geolocation, move } = fakeGeolocation();
    const state = { isAvailable: true };
    mockApi(async (url) => {
      if (url === '/api/delivery/me') return { body: meReply({ isAvailable: state.isAvailable }) };
      if (url === `/api/delivery/orders/${PARTNER_ID}`) return { body: statsReply };
      if (url === '/api/delivery/get-available-orders') return { body: availableReply([]) };
      if (url === '/api/delivery/location') {
        state.isAvailable = false;
        return { status: 403, body: { success: false, message: 'Go on duty to share your location.' } };
      }
      return undefined;
    });
    renderApp('/delivery');
    await waitFor(() => expect(geolocation.watchPosition).toHaveBeenCalledTimes(1));
    move(28.6139, 77.209);
    await waitFor(() => expect(geolocation.clearWatch).toHaveBeenCalledWith(7));
    expect(screen.queryByTestId('location-sharing')).toBeNull();
  });

  it('says in plain words when the partner blocked location', async () => {
    const { geolocation } = fakeGeolocation();
    geolocation.watchPosition.mockImplementation(((_: PositionCallback, fail?: PositionErrorCallback | null) => {
      fail?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
      return 7;
    }) as never);
    mockPartner({ isAvailable: true });
    renderApp('/delivery');
    expect((await screen.findByTestId('location-sharing')).textContent).toMatch(/^Location is blocked: allow it for this app/);
  });
});
