import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeafletMapProps } from './leaflet-map';
import { OrderRiderMap } from './order-rider-map';

// Leaflet does not run in happy-dom: behind the lazy boundary the map lists the pin and the riders it was given.
vi.mock('./leaflet-map', () => ({
  default: ({ point, riders = [] }: LeafletMapProps) => (
    <div data-testid="map" data-pin={point ? `${point.lat},${point.lng}` : ''} data-riders={riders.map((r) => `${r.label} ${r.point.lat},${r.point.lng}`).join(';')} />
  ),
}));

const config = { data: { mapTiles: { url: 'https://tiles.test/{z}/{x}/{y}.png', darkUrl: 'https://tiles.test/dark/{z}/{x}/{y}.png', attribution: 'OSM' } }, isError: false, refetch: vi.fn() };
const DROP = { lat: 12.9784, lng: 77.6408 };
const riderAt = (recordedAt: string) => ({
  success: true as const,
  rider: { name: 'Ravi', position: { lat: 12.95, long: 77.6408, accuracy: 10, recordedAt }, distanceKm: 3.1695, arrivalMinutes: 13 },
});

describe('OrderRiderMap', () => {
  afterEach(() => {
    cleanup();
  });

  it('says it is finding the rider while the position loads', () => {
    render(<OrderRiderMap title="Your rider" config={config} rider={{ isError: false, refetch: vi.fn() }} drop={DROP} />);
    expect(screen.getByText('Finding your rider…')).toBeTruthy();
  });

  it('says in plain words that no position came yet, and shows the address pin alone', async () => {
    render(<OrderRiderMap title="Your rider" config={config} rider={{ data: { success: true, rider: null }, isError: false, refetch: vi.fn() }} drop={DROP} />);
    expect(screen.getByText(/has not shared their location yet/)).toBeTruthy();
    const map = await screen.findByTestId('map');
    expect(map.dataset.pin).toBe('12.9784,77.6408');
    expect(map.dataset.riders).toBe('');
  });

  it('offers a retry when the position could not be read', () => {
    const refetch = vi.fn();
    render(<OrderRiderMap title="Your rider" config={config} rider={{ isError: true, refetch }} drop={DROP} />);
    expect(screen.getByText('Could not find where your rider is.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the rider on the map, the distance left and the estimate; a fresh position has no age', async () => {
    render(<OrderRiderMap title="Your rider" config={config} rider={{ data: riderAt(new Date().toISOString()), isError: false, refetch: vi.fn() }} drop={DROP} />);
    expect(screen.getByTestId('rider-estimate').textContent).toBe('Ravi is 3.2 km away, arriving in about 13 min');
    expect(screen.queryByText(/last updated/)).toBeNull();
    expect((await screen.findByTestId('map')).dataset.riders).toBe('Ravi, your rider 12.95,77.6408');
  });

  it('says how old a position is once it is older than two minutes', () => {
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000 - 1_000).toISOString();
    render(<OrderRiderMap title="Your rider" config={config} rider={{ data: riderAt(fiveMinutesAgo), isError: false, refetch: vi.fn() }} drop={DROP} />);
    expect(screen.getByText('last updated 5 min ago')).toBeTruthy();
  });
});
