import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { ErrorState } from '../feedback/error-state';
import { Spinner } from '../feedback/spinner';
import { cx } from '../lib/class-names';
import type { LeafletMapProps } from './leaflet-map';
import { usePrefersDark } from './use-prefers-dark';
import './map.css';

const LeafletMap = lazy(() => import('./leaflet-map'));

/** The tile servers the API names in /api/app-config. */
export interface MapTiles {
  url: string;
  darkUrl: string;
  attribution: string;
}

export interface TileMapProps extends Omit<LeafletMapProps, 'tileUrl' | 'attribution'> {
  /** Undefined while the app's config loads. */
  tiles: MapTiles | undefined;
  /** The config could not be read: the map offers a retry. */
  tilesError: boolean;
  onRetry: () => void;
  /** A class of the frame. */
  className?: string;
  /** Drawn over the map, inside the frame. */
  children?: ReactNode;
}

function MapLoading() {
  return (
    <div className="tile-map__loading" role="status">
      <Spinner />
      <span>Loading the map…</span>
    </div>
  );
}

/** A map framed at its height: Leaflet loads only when it first shows; dark tiles when the device asks for dark colours. */
export function TileMap({ tiles, tilesError, onRetry, className, children, ...map }: TileMapProps) {
  const prefersDark = usePrefersDark();
  return (
    <div className={cx('tile-map__frame', className)} style={{ height: map.height }}>
      {tiles ? (
        <Suspense fallback={<MapLoading />}>
          <LeafletMap {...map} tileUrl={prefersDark ? tiles.darkUrl : tiles.url} attribution={tiles.attribution} />
        </Suspense>
      ) : tilesError ? (
        <ErrorState message="Could not load the map." onRetry={onRetry} />
      ) : (
        <MapLoading />
      )}
      {children}
    </div>
  );
}
