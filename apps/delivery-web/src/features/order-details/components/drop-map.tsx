import { MAP_HEIGHT_PX, MAP_ZOOM } from '@nukkad/contracts';
import { ErrorState, Spinner } from '@nukkad/ui';
import { lazy, Suspense } from 'react';
import { useAppConfig } from '../api/get-app-config';
import { usePrefersDark } from '../hooks/use-prefers-dark';

const DropPointMap = lazy(() => import('./drop-point-map'));

function MapLoading() {
  return (
    <div className="drop-map__loading" role="status">
      <Spinner />
      <span>Loading the map…</span>
    </div>
  );
}

/** The drop point on a map (Leaflet, loaded only when an order page opens); tiles as /api/app-config names them. */
export function DropMap({ lat, long }: { lat: number; long: number }) {
  const config = useAppConfig();
  const prefersDark = usePrefersDark();
  const tiles = config.data?.mapTiles;

  return (
    <div className="drop-map__frame" style={{ height: MAP_HEIGHT_PX }}>
      {tiles ? (
        <Suspense fallback={<MapLoading />}>
          <DropPointMap
            lat={lat}
            long={long}
            tileUrl={prefersDark ? tiles.darkUrl : tiles.url}
            attribution={tiles.attribution}
            zoom={MAP_ZOOM}
            height={MAP_HEIGHT_PX}
          />
        </Suspense>
      ) : config.isError ? (
        <ErrorState message="Could not load the map." onRetry={() => void config.refetch()} />
      ) : (
        <MapLoading />
      )}
    </div>
  );
}
