// The only module that touches Leaflet: loaded on demand, so no app's first load carries map code or CSS.
import 'leaflet/dist/leaflet.css';
import { Browser, divIcon } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { cx } from '../lib/class-names';

export type LatLng = { lat: number; lng: number };

export interface LeafletMapProps {
  center: LatLng;
  /** Where the pin stands; none until one is picked. */
  point: LatLng | null;
  /** The pin's name, e.g. "Drop point". */
  pinLabel: string;
  pinClassName?: string;
  tileUrl: string;
  attribution: string;
  zoom: number;
  height: number;
  /**
   * A pin picker: a click, or Enter on the centre, places the pin; the map follows `center` and the wheel zooms.
   * Without it the map only shows the pin, and on a phone one finger scrolls the page past it.
   */
  onPick?: (point: LatLng) => void;
  /** Each map image as it arrives (true) or fails to (false). */
  onTile?: (loaded: boolean) => void;
}

function pinIcon(className: string | undefined) {
  // Leaflet's default marker images are referenced from its CSS by relative URL, which bundlers break; an inline pin has no files.
  return divIcon({
    className: cx('tile-map__pin', className),
    html: '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>',
    iconSize: [32, 42],
    iconAnchor: [16, 41],
  });
}

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

export default function LeafletMap({ center, point, pinLabel, pinClassName, tileUrl, attribution, zoom, height, onPick, onTile }: LeafletMapProps) {
  const icon = useMemo(() => pinIcon(pinClassName), [pinClassName]);
  const tileEvents = useMemo(() => ({ tileload: () => onTile?.(true), tileerror: () => onTile?.(false) }), [onTile]);
  const picking = onPick !== undefined;
  return (
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      style={{ height }}
      className="tile-map"
      scrollWheelZoom={picking}
      dragging={picking || !Browser.mobile}
    >
      <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} eventHandlers={tileEvents} />
      {onPick ? <PickOnClick onPick={onPick} /> : null}
      {onPick ? <FollowCentre center={center} /> : null}
      {point ? <Marker position={[point.lat, point.lng]} icon={icon} title={pinLabel} alt={pinLabel} /> : null}
    </MapContainer>
  );
}
