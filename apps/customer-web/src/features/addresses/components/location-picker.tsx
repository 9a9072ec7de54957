import { useAppConfig } from '@nukkad/api-client';
import { MAP_FALLBACK, MAP_HEIGHT_PX, MAP_ZOOM } from '@nukkad/contracts/light';
import { Button, PinIcon } from '@nukkad/ui';
import { TileMap } from '@nukkad/ui/map';
import { useCallback, useRef, useState } from 'react';
import { LOCATION_FALLBACK_MESSAGE, useCurrentLocation, type LatLng } from '../hooks/use-current-location';

export const MAP_TILES_FAILED = 'The map pictures could not load. You can still click the map to place your pin.';

const formatPoint = (point: LatLng) => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;

/** Step 1 of the address modal: a map to click, or the browser's own position. */
export function LocationPicker({ point, onPick }: { point: LatLng | null; onPick: (point: LatLng) => void }) {
  const config = useAppConfig();
  const [center, setCenter] = useState<LatLng>(() => point ?? { ...MAP_FALLBACK });
  const onCentre = useCallback(
    (next: LatLng, found: boolean) => {
      setCenter(next);
      if (found) onPick(next);
    },
    [onPick],
  );
  const { status, locate } = useCurrentLocation(onCentre);
  // Once any map image has arrived the map is readable; only a map with none says it could not load.
  const tileArrived = useRef(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onTile = useCallback((loaded: boolean) => {
    if (loaded) tileArrived.current = true;
    setTilesFailed(!tileArrived.current);
  }, []);

  return (
    <div className="location-picker">
      <TileMap
        className="location-picker__map"
        tiles={config.data?.mapTiles}
        tilesError={config.isError}
        onRetry={() => void config.refetch()}
        center={center}
        point={point}
        pinLabel="Delivery location"
        pinClassName="location-map__pin"
        onPick={onPick}
        onTile={onTile}
        zoom={MAP_ZOOM}
        height={MAP_HEIGHT_PX}
      >
        {tilesFailed ? (
          <p className="location-picker__tiles-failed" role="status">
            {MAP_TILES_FAILED}
          </p>
        ) : null}
      </TileMap>
      <div className="location-picker__bar">
        <Button variant="secondary" size="sm" onClick={locate} busy={status === 'locating'}>
          <PinIcon size={16} />
          Use Current Location
        </Button>
        <p className="location-picker__point" aria-live="polite">
          {point ? `Pin placed at ${formatPoint(point)}` : 'Click the map to place your pin.'}
        </p>
      </div>
      {status === 'fallback' ? (
        <p className="location-picker__notice" role="status">
          {LOCATION_FALLBACK_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
