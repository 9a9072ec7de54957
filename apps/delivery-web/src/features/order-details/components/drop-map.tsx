import { useAppConfig } from '@nukkad/api-client';
import { MAP_HEIGHT_PX, MAP_ZOOM } from '@nukkad/contracts/light';
import { TileMap } from '@nukkad/ui/map';

/** The drop point on a map (Leaflet, loaded only when an order page opens); tiles as /api/app-config names them. */
export function DropMap({ lat, long }: { lat: number; long: number }) {
  const config = useAppConfig();
  const point = { lat, lng: long };
  return (
    <TileMap
      tiles={config.data?.mapTiles}
      tilesError={config.isError}
      onRetry={() => void config.refetch()}
      center={point}
      point={point}
      pinLabel="Drop point"
      pinClassName="drop-map__pin"
      zoom={MAP_ZOOM}
      height={MAP_HEIGHT_PX}
    />
  );
}
