import type { OrderRiderReply } from '@nukkad/contracts';
import { arrivalText, distanceText, lastUpdatedText, MAP_HEIGHT_PX, MAP_ZOOM } from '@nukkad/contracts/light';
import { useEffect, useState } from 'react';
import { Button } from '../forms/button';
import { Spinner } from '../feedback/spinner';
import type { LatLng } from './leaflet-map';
import { TileMap, type MapTiles } from './tile-map';

/** How often the age of the position ("last updated 3 min ago") is worked out again. */
const CLOCK_TICK_MS = 15_000;

/** A little lower than the address maps: on a phone the estimate above it stays in view. */
const RIDER_MAP_HEIGHT_PX = Math.round(MAP_HEIGHT_PX * 0.8);

function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** What the map needs of a query (the app's TanStack Query result): its data, whether it failed, and a retry. */
export interface QueryLike<T> {
  data?: T;
  isError: boolean;
  refetch: () => unknown;
}

export interface OrderRiderMapProps {
  /** "Your rider" (the customer) or "Rider" (an admin). */
  title: string;
  /** The app's config, which names the map tiles. */
  config: QueryLike<{ mapTiles: MapTiles }>;
  /** The order's rider (GET /api/delivery/location/order/:orderId). */
  rider: QueryLike<OrderRiderReply>;
  /** The order's drop point. */
  drop: LatLng;
}

type RiderStatusProps = {
  /** Undefined while it loads; null while the rider has sent no position. */
  rider: OrderRiderReply['rider'] | undefined;
  riderError: boolean;
  onRetryRider: () => void;
};

function RiderStatus({ rider, riderError, onRetryRider }: RiderStatusProps) {
  const now = useNow(CLOCK_TICK_MS);
  if (riderError) {
    return (
      <div className="rider-map__status" role="alert">
        <span>Could not find where your rider is.</span>
        <Button variant="secondary" size="sm" onClick={onRetryRider}>
          Retry
        </Button>
      </div>
    );
  }
  if (rider === undefined) {
    return (
      <p className="rider-map__status" role="status">
        <Spinner size="sm" />
        <span>Finding your rider…</span>
      </p>
    );
  }
  if (rider === null) {
    return (
      <p className="rider-map__status" role="status">
        The rider has not shared their location yet; it appears here as soon as they do.
      </p>
    );
  }
  const stale = lastUpdatedText(rider.position.recordedAt, now);
  return (
    <div className="rider-map__status" role="status" data-testid="rider-estimate">
      <p className="rider-map__estimate">
        <strong>{rider.name}</strong> is <span data-testid="rider-distance">{distanceText(rider.distanceKm)}</span>, arriving in{' '}
        <strong data-testid="rider-arrival">{arrivalText(rider.arrivalMinutes)}</strong>
      </p>
      {stale ? <p className="rider-map__stale">{stale}</p> : null}
    </div>
  );
}

/** An order out for delivery: the rider's marker moving towards the drop point, the distance left and the arrival estimate. */
export function OrderRiderMap({ title, config, rider: riderQuery, drop }: OrderRiderMapProps) {
  const rider = riderQuery.data?.rider;
  const riders = rider
    ? [{ id: 'rider', point: { lat: rider.position.lat, lng: rider.position.long }, label: `${rider.name}, your rider` }]
    : [];
  return (
    <section className="rider-map" aria-labelledby="rider-map-title">
      <h2 id="rider-map-title" className="rider-map__title">
        {title}
      </h2>
      <RiderStatus rider={rider} riderError={riderQuery.isError && !riderQuery.data} onRetryRider={() => void riderQuery.refetch()} />
      <TileMap
        tiles={config.data?.mapTiles}
        tilesError={config.isError}
        onRetry={() => void config.refetch()}
        center={drop}
        point={drop}
        pinLabel="Delivery address"
        riders={riders}
        fitAll
        zoom={MAP_ZOOM}
        height={RIDER_MAP_HEIGHT_PX}
      />
    </section>
  );
}
