import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeafletMapProps } from './leaflet-map';
import { TileMap } from './tile-map';

// Leaflet does not run in happy-dom: behind the lazy boundary the map shows what it was given.
vi.mock('./leaflet-map', () => ({
  default: ({ point, tileUrl, attribution, pinLabel, onPick }: LeafletMapProps) => (
    <div data-testid="map" data-tiles={tileUrl} data-attribution={attribution} data-pin={point ? `${pinLabel} ${point.lat},${point.lng}` : ''}>
      {onPick ? (
        <button type="button" onClick={() => onPick({ lat: 1, lng: 2 })}>
          Pick
        </button>
      ) : null}
    </div>
  ),
}));

const tiles = { url: 'https://tiles.test/{z}/{x}/{y}.png', darkUrl: 'https://tiles.test/dark/{z}/{x}/{y}.png', attribution: 'OSM' };
const POINT = { lat: 28.6, lng: 77.2 };

function prefersDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }) as unknown as MediaQueryList,
  );
}

describe('TileMap', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('says the map is loading while the tiles are not known, in a frame of the given height', () => {
    render(<TileMap tiles={undefined} tilesError={false} onRetry={() => {}} center={POINT} point={POINT} pinLabel="Drop point" zoom={15} height={240} />);
    expect(screen.getByRole('status').textContent).toContain('Loading the map…');
    const frame = document.querySelector('.tile-map__frame') as HTMLElement;
    expect(frame.style.height).toBe('240px');
  });

  it('offers a retry when the tiles could not be read', () => {
    const onRetry = vi.fn();
    render(<TileMap tiles={undefined} tilesError onRetry={onRetry} center={POINT} point={null} pinLabel="Pin" zoom={15} height={240} />);
    expect(screen.getByText('Could not load the map.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws the light tiles, the pin and what lies over the map', async () => {
    prefersDark(false);
    render(
      <TileMap tiles={tiles} tilesError={false} onRetry={() => {}} center={POINT} point={POINT} pinLabel="Drop point" zoom={15} height={240} className="drop-frame">
        <p>Over the map</p>
      </TileMap>,
    );
    const map = await screen.findByTestId('map');
    expect(map.dataset.tiles).toBe(tiles.url);
    expect(map.dataset.attribution).toBe('OSM');
    expect(map.dataset.pin).toBe('Drop point 28.6,77.2');
    expect(screen.queryByRole('button', { name: 'Pick' })).toBeNull();
    expect(screen.getByText('Over the map').closest('.tile-map__frame.drop-frame')).toBeTruthy();
  });

  it('draws the dark tiles when the device prefers dark, and hands a picked point to the app', async () => {
    prefersDark(true);
    const onPick = vi.fn();
    render(<TileMap tiles={tiles} tilesError={false} onRetry={() => {}} center={POINT} point={null} pinLabel="Pin" zoom={15} height={240} onPick={onPick} />);
    expect((await screen.findByTestId('map')).dataset.tiles).toBe(tiles.darkUrl);
    fireEvent.click(screen.getByRole('button', { name: 'Pick' }));
    expect(onPick).toHaveBeenCalledWith({ lat: 1, lng: 2 });
  });
});
