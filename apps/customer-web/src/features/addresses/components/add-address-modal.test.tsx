import { MAP_FALLBACK } from '@nukkad/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderWithApp } from '../../../testing/test-utils';
import { AddAddressModal } from './add-address-modal';
import type { LeafletMapProps } from '@nukkad/ui/map';

// Leaflet does not run in happy-dom: behind the kit map's lazy boundary the map shows what it was given and places a pin on click.
vi.mock('../../../../../../libs/ui/src/map/leaflet-map', () => ({
  default: ({ center, point, onPick, onTile, tileUrl }: LeafletMapProps) => (
    <div data-testid="map" data-center={`${center.lat},${center.lng}`} data-tiles={tileUrl}>
      {point ? <span>pin</span> : null}
      <button type="button" onClick={() => onPick?.({ lat: 28.5355, lng: 77.391 })}>
        Map
      </button>
      <button type="button" onClick={() => onTile?.(false)}>
        Tile fails
      </button>
      <button type="button" onClick={() => onTile?.(true)}>
        Tile loads
      </button>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const USER_ID = '55555555-5555-4555-8555-555555555555';
const mapTiles = { url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', darkUrl: 'https://{s}.basemaps.cartocdn.com/dark_all/{z}/{x}/{y}{r}.png', attribution: 'OSM' };
const appConfig = { success: true, shopOrigin: { lat: 28.6139, lng: 77.209 }, maxDeliveryKm: 50, mapTiles, paymentProvider: 'test' };

function renderModal(onClose = vi.fn()) {
  const fetch = mockApi((url) => (url === '/api/app-config' ? { body: appConfig } : undefined));
  renderWithApp(<AddAddressModal userId={USER_ID} onClose={onClose} />);
  return fetch;
}

function stubGeolocation(answer: (success: PositionCallback, failure: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: answer } });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm Location' }) as HTMLButtonElement;

describe('AddAddressModal', () => {
  it('keeps Confirm Location disabled until a point is placed, centred on the fallback at first', async () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Pick Delivery Location' })).toBeTruthy();
    const map = await screen.findByTestId('map');
    expect(map.dataset.center).toBe(`${MAP_FALLBACK.lat},${MAP_FALLBACK.lng}`);
    expect(map.dataset.tiles).toBe(mapTiles.url);
    expect(confirmButton().disabled).toBe(true);

    fireEvent.click(within(map).getByRole('button', { name: 'Map' }));
    expect(screen.getByText('Pin placed at 28.53550, 77.39100')).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
    fireEvent.click(confirmButton());
    expect(screen.getByRole('dialog', { name: 'Enter Address Details' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Address' })).toBeTruthy();
  });

  it('falls back to 28.61, 77.23 with a plain message when the location is refused, leaving the pin to the customer', async () => {
    stubGeolocation((_success, failure) => failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError));
    renderModal();
    await screen.findByTestId('map');
    fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));

    expect(await screen.findByText(/could not get your location, so the map shows the default area/)).toBeTruthy();
    expect(screen.getByTestId('map').dataset.center).toBe('28.61,77.23');
    expect(screen.queryByText('pin')).toBeNull();
    expect(confirmButton().disabled).toBe(true);
  });

  it('places the pin at the browser’s position when it is shared', async () => {
    stubGeolocation((success) => success({ coords: { latitude: 19.076, longitude: 72.8777 } } as GeolocationPosition));
    renderModal();
    await screen.findByTestId('map');
    fireEvent.click(screen.getByRole('button', { name: 'Use Current Location' }));

    await waitFor(() => expect(screen.getByTestId('map').dataset.center).toBe('19.076,72.8777'));
    expect(screen.getByText('pin')).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
  });

  it('uses the dark tiles when the device prefers dark', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(prefers-color-scheme: dark)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
    );
    renderModal();
    expect((await screen.findByTestId('map')).dataset.tiles).toBe(mapTiles.darkUrl);
  });

  it('opens the details step without an error: nothing is checked before the customer types or presses Save', async () => {
    const fetch = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Map' }));
    // A native click, so the browser's default action for the button runs after React has handled it.
    act(() => confirmButton().click());
    const dialog = screen.getByRole('dialog', { name: 'Enter Address Details' });
    // Let any submit the click might have started run its course.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(within(dialog).queryByText(/is required/)).toBeNull();
    expect(within(dialog).queryAllByRole('textbox').filter((input) => input.getAttribute('aria-invalid') === 'true')).toHaveLength(0);
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('saveAddress'))).toHaveLength(0);
  });

  it('says in plain words inside the map’s frame when its pictures cannot load, and a click still places the pin', async () => {
    renderModal();
    const map = await screen.findByTestId('map');
    expect(screen.queryByText(/could not load/)).toBeNull();

    fireEvent.click(within(map).getByRole('button', { name: 'Tile fails' }));
    const message = screen.getByText('The map pictures could not load. You can still click the map to place your pin.');
    expect(message.parentElement!.contains(map)).toBe(true);

    fireEvent.click(within(map).getByRole('button', { name: 'Map' }));
    expect(screen.getByText('Pin placed at 28.53550, 77.39100')).toBeTruthy();
    expect(confirmButton().disabled).toBe(false);
  });

  it('keeps quiet about one failed picture once others have arrived', async () => {
    renderModal();
    const map = await screen.findByTestId('map');
    fireEvent.click(within(map).getByRole('button', { name: 'Tile loads' }));
    fireEvent.click(within(map).getByRole('button', { name: 'Tile fails' }));
    expect(screen.queryByText(/could not load/)).toBeNull();
  });

  it('checks the details with the contracts’ schema and sends nothing while they are wrong', async () => {
    const fetch = renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Map' }));
    fireEvent.click(confirmButton());
    const dialog = screen.getByRole('dialog', { name: 'Enter Address Details' });
    fireEvent.change(within(dialog).getByLabelText(/Phone/), { target: { value: '98765' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));

    expect(await within(dialog).findByText('Full name is required')).toBeTruthy();
    expect(within(dialog).getByText('Phone must be 10 digits')).toBeTruthy();
    expect(within(dialog).getByText('Address is required')).toBeTruthy();
    expect(within(dialog).getByText('Area is required')).toBeTruthy();
    expect((within(dialog).getByLabelText(/Landmark/) as HTMLInputElement).getAttribute('aria-invalid')).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('saveAddress'))).toHaveLength(0);
  });

  it('shows the server’s field messages under the fields and keeps the modal open', async () => {
    const onClose = vi.fn();
    mockApi((url) => {
      if (url === '/api/app-config') return { body: appConfig };
      if (url === '/api/user-profile/saveAddress')
        return { status: 400, body: { success: false, message: 'Invalid input', errors: [{ path: 'address.area', message: 'Area is too long' }] } };
      return undefined;
    });
    renderWithApp(<AddAddressModal userId={USER_ID} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Map' }));
    fireEvent.click(confirmButton());
    const dialog = screen.getByRole('dialog', { name: 'Enter Address Details' });
    for (const [label, value] of [
      [/Full name/, 'Asha Verma'],
      [/Phone/, '9876543210'],
      [/^Address/, '14 Lodhi Road'],
      [/^Area/, 'Lodhi Colony'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    }
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Address' }));
    expect(await within(dialog).findByText('Area is too long')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
