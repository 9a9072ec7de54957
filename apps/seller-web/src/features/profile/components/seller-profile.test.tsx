import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, mockApi, sentBody } from '@nukkad/api-client/testing';
import type { MockReply } from '@nukkad/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { profileReply, SHOP_ID } from '../../../testing/seller-shop-fixtures';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

function mockProfile(profile: MockReply = { body: profileReply() }, status?: (isOpen: boolean) => MockReply | Promise<MockReply>) {
  return mockApi((url, init) => {
    if (url === '/api/shop/seller-profile') return profile;
    if (url === '/api/shop/update-status' && status) return status((sentBody(init) as { isOpen: boolean }).isOpen);
    return undefined;
  });
}

const shopSection = () => screen.getByRole('region', { name: 'Shop' });

describe('seller profile', () => {
  it('shows the username, email, shop name, category, open state and the sales figure', async () => {
    mockProfile();
    renderApp('/seller/profile', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(screen.getByText('Ravi Stores')).toBeTruthy();
    expect(screen.getByText('ravi@nukkad.local')).toBeTruthy();
    expect(within(shopSection()).getByText('Ravi Kirana')).toBeTruthy();
    expect(within(shopSection()).getByText('Grocery')).toBeTruthy();
    expect(within(shopSection()).getByText('Open')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Sales' })).getByText('₹45,230.50')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit profile' }).getAttribute('href')).toBe('/seller/edit-profile');
    expect(within(shopSection()).getByRole('link', { name: 'Edit shop' }).getAttribute('href')).toBe(`/seller/edit-shop/${SHOP_ID}`);
  });

  it('closes an open shop: the spec toast, and the page shows it closed', async () => {
    const reply = deferred<MockReply>();
    let isOpen = true;
    const fetchSpy = mockApi((url) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply({ shop: { _id: SHOP_ID, name: 'Ravi Kirana', category: 'Grocery', isOpen } }) };
      if (url === '/api/shop/update-status') return reply.promise;
      return undefined;
    });
    renderApp('/seller/profile', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Close shop' }));
    await waitFor(() => expect(callsTo(fetchSpy, '/api/shop/update-status')).toHaveLength(1));
    expect(sentBody(callsTo(fetchSpy, '/api/shop/update-status')[0]![1])).toEqual({ isOpen: false });
    expect(screen.getByRole('button', { name: 'Close shop' }).getAttribute('aria-busy')).toBe('true');

    isOpen = false;
    reply.resolve({ body: { success: true, message: 'Shop is now Closed!', isOpen: false } });
    expect(await screen.findByText('Shop is now Closed!')).toBeTruthy();
    expect(within(shopSection()).getByText('Closed')).toBeTruthy();
    expect(within(shopSection()).getByRole('button', { name: 'Open shop' })).toBeTruthy();
  });

  it('opens a closed shop with the toast “Shop is now Open!”', async () => {
    // The server keeps the state, so the profile read again after the change agrees with it.
    let isOpen = false;
    const fetchSpy = mockApi((url, init) => {
      if (url === '/api/shop/seller-profile') return { body: profileReply({ shop: { _id: SHOP_ID, name: 'Ravi Kirana', category: 'Grocery', isOpen } }) };
      if (url === '/api/shop/update-status') {
        isOpen = (sentBody(init) as { isOpen: boolean }).isOpen;
        return { body: { success: true, message: 'Shop is now Open!', isOpen } };
      }
      return undefined;
    });
    renderApp('/seller/profile', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Open shop' }));
    expect(await screen.findByText('Shop is now Open!')).toBeTruthy();
    expect(sentBody(callsTo(fetchSpy, '/api/shop/update-status')[0]![1])).toEqual({ isOpen: true });
    expect(within(shopSection()).getByText('Open')).toBeTruthy();
    expect(within(shopSection()).getByRole('button', { name: 'Close shop' })).toBeTruthy();
  });

  it('says “Failed to update shop status.” and keeps the state when the change fails', async () => {
    mockProfile(undefined, () => ({ status: 500, body: { success: false, message: 'Something went wrong. Please try again later.' } }));
    renderApp('/seller/profile', { signedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Close shop' }));
    expect(await screen.findByText('Failed to update shop status.')).toBeTruthy();
    expect(within(shopSection()).getByText('Open')).toBeTruthy();
  });

  it('offers to add a shop when the seller has none', async () => {
    mockProfile({ body: profileReply({ shop: null }) });
    renderApp('/seller/profile', { signedIn: true });
    expect(await screen.findByText('No shop details found.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your shop' }).getAttribute('href')).toBe('/seller/add-shop');
    expect(screen.queryByRole('button', { name: /shop$/ })).toBeNull();
  });

  it('on a refused load says “Failed to load seller profile” and goes to the dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockProfile({ status: 404, body: { success: false, message: 'Seller not found' } });
    const { router } = renderApp('/seller/profile', { signedIn: true });
    expect((await screen.findAllByText('Failed to load seller profile')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/seller/profile');
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
  });

  it('on a load with no answer says “Failed to load profile. Please try again later.”', async () => {
    mockApi((url) => {
      if (url === '/api/shop/seller-profile') throw new TypeError('Failed to fetch');
      return undefined;
    });
    renderApp('/seller/profile', { signedIn: true });
    expect((await screen.findAllByText('Failed to load profile. Please try again later.')).length).toBeGreaterThan(0);
  });
});
