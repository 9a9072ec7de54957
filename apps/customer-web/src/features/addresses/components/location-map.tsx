// The only module that touches Leaflet: loaded on demand, so the app's first load carries no map code or CSS.
import 'leaflet/dist/leaflet.css';
import { divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '../hooks/use-current-location';

export type LocationMapProps = {
  center: LatLng;
  point: LatLng | null;
  onPick: (point: LatLng) => void;
  /** Each map image as it arrives (true) or fails to (false). */
  onTile: (loaded: boolean) => void;
  tileUrl: string;
  attribution: string;
  zoom: number;
  height: number;
};

// Leaflet's default marker images are referenced from its CSS by relative URL, which bundlers break; an inline pin has no files.
const pinIcon = divIcon({
  className: 'location-map__pin',
  html: '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

function PickOnClick({ onPick }: { onPick: (point: LatLng) => void }) {
  const map = useMapEvents({
    click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }),
    // Keyboard users pan with the arrow keys and pin the centre with Enter.
    keypress: (event) => {
      if (event.originalEvent.key === 'Enter') {
        const centre = map.getCenter();
        onPick({ lat: centre.lat, lng: centre.lng });
      }
    },
  });
  return null;
}

function FollowCentre({ center }: { center: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], map.getZoom());
  }, [map, center.lat, center.lng]);
  return null;
}

export default function LocationMap({ center, point, onPick, onTile, tileUrl, attribution, zoom, height }: LocationMapProps) {
  const tileEvents = useMemo(() => ({ tileload: () => onTile(true), tileerror: () => onTile(false) }), [onTile]);
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={zoom} style={{ height }} className="location-map" scrollWheelZoom>
      <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      <PickOnClick onPick={onPick} />
      <FollowCentre center={center} />
      {point ? <Marker position={[point.lat, point.lng]} icon={pinIcon} title="Delivery location" alt="Delivery location" /> : null}
    </MapContainer>
  );
}
