import type { Address, Customer } from '@nukkad/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCustomer, mockApi, renderWithApp, sentBody } from '../../../testing/test-utils';
import { AddressesView } from './addresses-view';

// Leaflet does not run in happy-dom: behind the kit map's lazy boundary the map is a button that places a pin.
vi.mock('../../../../../../libs/ui/src/map/leaflet-map', () => ({
  default: ({ onPick }: { onPick: (point: { lat: number; lng: number }) => void }) => (
    <button type="button" onClick={() => onPick({ lat: 28.5355, lng: 77.391 })}>
      Map
    </button>
  ),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

const customer = makeCustomer();
const HOME: Address = {
  _id: '66666666-6666-4666-8666-666666666661',
  fullName: 'Asha Verma',
  phone: '9876543210',
  addressLine: '14 Lodhi Road',
  area: 'Lodhi Colony',
  landmark: 'Opposite the park',
  lat: 28.59,
  long: 77.22,
  isDefault: true,
};
const OFFICE: Address = { ...HOME, _id: '66666666-6666-4666-8666-666666666662', fullName: 'Asha at work', addressLine: '3 Barakhamba Road', area: 'Connaught Place', landmark: null, isDefault: false };
const appConfig = {
  success: true,
  shopOrigin: { lat: 28.6139, lng: 77.209 },
  maxDeliveryKm: 50,
  mapTiles: { url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', darkUrl: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png', attribution: 'OSM' },
  paymentProvider: 'test',
};

const route = `/user/addresses/${customer._id}`;
const render = (options: { userId?: string; user?: Customer } = { userId: customer._id, user: customer }) =>
  renderWithApp(<AddressesView userId={options.userId} />, { route: options.userId ? `/user/addresses/${options.userId}` : '/user/addresses', user: options.user });
const calls = (fetch: ReturnType<typeof mockApi>, prefix: string) => fetch.mock.calls.filter(([url]) => String(url).startsWith(prefix));

describe('AddressesView', () => {
  it('shows the loading text, then a card per address with its default badge and details', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    mockApi((url) => (url.startsWith('/api/user-profile/getAddresses') ? new Promise((resolve) => (answer = resolve)) : undefined));
    render();

    expect(await screen.findByText('Fetching saved addresses...')).toBeTruthy();
    expect(screen.getByText('Saved delivery locations for faster checkout.')).toBeTruthy();
    answer({ body: { success: true, addresses: [HOME, OFFICE] } });

    const home = await screen.findByRole('article', { name: 'Asha Verma' });
    expect(within(home).getByText('Default')).toBeTruthy();
    expect(within(home).getByText('9876543210')).toBeTruthy();
    expect(within(home).getByText('14 Lodhi Road')).toBeTruthy();
    expect(within(home).getByText('Lodhi Colony')).toBeTruthy();
    expect(within(home).queryByRole('button', { name: 'Set as default' })).toBeNull();
    const office = screen.getByRole('article', { name: 'Asha at work' });
    expect(within(office).queryByText('Default')).toBeNull();
    expect(within(office).getByRole('button', { name: 'Set as default' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add New' })).toBeTruthy();
  });

  it('asks for the signed-in customer’s addresses only', async () => {
    const fetch = mockApi((url) => (url.startsWith('/api/user-profile/getAddresses') ? { body: { success: true, addresses: [] } } : undefined));
    render();
    expect(await screen.findByText('No saved addresses yet')).toBeTruthy();
    expect(screen.getByText('Add one to make checkout easier')).toBeTruthy();
    expect(calls(fetch, '/api/user-profile/getAddresses').map(([url]) => url)).toEqual([`/api/user-profile/getAddresses?userId=${customer._id}`]);
  });

  it('says so when the addresses cannot be fetched, and Retry asks again', async () => {
    let fail = true;
    const fetch = mockApi((url) =>
      url.startsWith('/api/user-profile/getAddresses')
        ? fail
          ? { status: 500, body: { success: false, message: 'Something went wrong' } }
          : { body: { success: true, addresses: [HOME] } }
        : undefined,
    );
    render();
    expect(await screen.findByText('Failed to fetch addresses')).toBeTruthy();
    expect(screen.getByText('Error fetching addresses')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Asha Verma' })).toBeTruthy();
    expect(calls(fetch, '/api/user-profile/getAddresses')).toHaveLength(2);
  });

  it('deletes an address only after the confirmation, with the spec’s toasts', async () => {
    let deleteFails = true;
    const fetch = mockApi((url, init) => {
      if (url.startsWith('/api/user-profile/getAddresses')) return { body: { success: true, addresses: [HOME, OFFICE] } };
      if (url.startsWith('/api/user-profile/deleteAddress') && init?.method === 'DELETE')
        return deleteFails ? { status: 500, body: { success: false, message: 'Something went wrong' } } : { body: { success: true, addresses: [HOME] } };
      return undefined;
    });
    render();
    const office = await screen.findByRole('article', { name: 'Asha at work' });

    fireEvent.click(within(office).getByRole('button', { name: /Delete/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetch, '/api/user-profile/deleteAddress')).toHaveLength(0);

    fireEvent.click(within(office).getByRole('button', { name: /Delete/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting address. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Asha at work' })).toBeTruthy();

    deleteFails = false;
    fireEvent.click(within(screen.getByRole('article', { name: 'Asha at work' })).getByRole('button', { name: /Delete/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Asha at work' })).toBeNull());
    expect(calls(fetch, '/api/user-profile/deleteAddress').map(([url]) => url)).toContain(
      `/api/user-profile/deleteAddress?userId=${customer._id}&addressId=${OFFICE._id}`,
    );
  });

  it('sets another address as the default, with the spec’s toasts', async () => {
    let fails = true;
    const fetch = mockApi((url, init) => {
      if (url.startsWith('/api/user-profile/getAddresses')) return { body: { success: true, addresses: [HOME, OFFICE] } };
      if (url.startsWith('/api/user-profile/setAsDefault') && init?.method === 'PUT')
        return fails
          ? { status: 500, body: { success: false, message: 'Something went wrong' } }
          : { body: { success: true, addresses: [{ ...HOME, isDefault: false }, { ...OFFICE, isDefault: true }] } };
      return undefined;
    });
    render();
    const office = await screen.findByRole('article', { name: 'Asha at work' });
    fireEvent.click(within(office).getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Error setting default address. Please try again later.')).toBeTruthy();

    fails = false;
    fireEvent.click(within(screen.getByRole('article', { name: 'Asha at work' })).getByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Default address updated successfully!')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Asha at work' })).getByText('Default')).toBeTruthy());
    expect(within(screen.getByRole('article', { name: 'Asha Verma' })).queryByText('Default')).toBeNull();
    expect(sentBody(calls(fetch, '/api/user-profile/setAsDefault')[1]![1])).toEqual({ userId: customer._id, addressId: OFFICE._id });
  });

  it('adds an address through the map and the details, then closes the modal and reloads the list', async () => {
    let saved = false;
    const fetch = mockApi((url, init) => {
      if (url.startsWith('/api/user-profile/getAddresses')) return { body: { success: true, addresses: saved ? [HOME, OFFICE] : [HOME] } };
      if (url === '/api/app-config') return { body: appConfig };
      if (url === '/api/user-profile/saveAddress' && init?.method === 'POST') {
        saved = true;
        return { body: { success: true, address: OFFICE } };
      }
      return undefined;
    });
    render();
    await screen.findByRole('article', { name: 'Asha Verma' });
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pick Delivery Location' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Map' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Location' }));
    const details = await screen.findByRole('dialog', { name: 'Enter Address Details' });
    fireEvent.change(within(details).getByLabelText(/Full name/), { target: { value: 'Asha at work' } });
    fireEvent.change(within(details).getByLabelText(/Phone/), { target: { value: '9876543210' } });
    fireEvent.change(within(details).getByLabelText(/^Address/), { target: { value: '3 Barakhamba Road' } });
    fireEvent.change(within(details).getByLabelText(/^Area/), { target: { value: 'Connaught Place' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Save Address' }));

    expect(await screen.findByRole('article', { name: 'Asha at work' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentBody(calls(fetch, '/api/user-profile/saveAddress')[0]![1])).toEqual({
      userId: customer._id,
      address: { fullName: 'Asha at work', phone: '9876543210', addressLine: '3 Barakhamba Road', area: 'Connaught Place', landmark: null, lat: 28.5355, long: 77.391 },
    });
    expect(calls(fetch, '/api/user-profile/getAddresses')).toHaveLength(2);
  });

  it('edits the details of an address', async () => {
    const fetch = mockApi((url, init) => {
      if (url.startsWith('/api/user-profile/getAddresses')) return { body: { success: true, addresses: [HOME] } };
      if (url === '/api/user-profile/editAddress' && init?.method === 'POST') return { body: { success: true, message: 'Address updated successfully!' } };
      return undefined;
    });
    render();
    fireEvent.click(within(await screen.findByRole('article', { name: 'Asha Verma' })).getByRole('button', { name: /Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Address' });
    expect((within(dialog).getByLabelText(/^Address/) as HTMLInputElement).value).toBe('14 Lodhi Road');
    fireEvent.change(within(dialog).getByLabelText(/^Area/), { target: { value: 'Jor Bagh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Address updated successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBody(calls(fetch, '/api/user-profile/editAddress')[0]![1])).toEqual({
      userId: customer._id,
      addressId: HOME._id,
      formData: { fullName: 'Asha Verma', phone: '9876543210', addressLine: '14 Lodhi Road', area: 'Jor Bagh', landmark: 'Opposite the park' },
    });
  });

  it('sends anyone without a userId, or signed out, to the profile; another customer’s id shows one’s own', async () => {
    mockApi((url) => (url.startsWith('/api/user-profile/getAddresses') ? { body: { success: true, addresses: [] } } : undefined));
    const noId = render({ user: customer });
    await waitFor(() => expect(noId.router.state.location.pathname).toBe('/user/profile'));
    cleanup();

    const signedOut = render({ userId: customer._id });
    await waitFor(() => expect(signedOut.router.state.location.pathname).toBe('/user/profile'));
    cleanup();

    const other = renderWithApp(<AddressesView userId="77777777-7777-4777-8777-777777777777" />, {
      route: '/user/addresses/77777777-7777-4777-8777-777777777777',
      path: '/user/addresses/:userId',
      user: customer,
    });
    await waitFor(() => expect(other.router.state.location.pathname).toBe(route));
  });
});
