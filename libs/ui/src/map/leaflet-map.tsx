// The only module that touches Leaflet: loaded on demand, so no app's first load carries map code or CSS.
import 'leaflet/dist/leaflet.css';
import { Browser, divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { cx } from '../lib/class-names';

export type LatLng = { lat: number; lng: number };

/** A rider on the map: where they are, their name (the marker's title) and whether they carry orders. */
export interface RiderMarker {
  id: string;
  point: LatLng;
  label: string;
  /** busy: the admin's map shows a partner with orders in another colour. */
  tone?: 'rider' | 'available' | 'busy';
}

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
  /** Riders drawn over the map; each marker moves when its point changes. */
  riders?: readonly RiderMarker[];
  /** Keep the pin and every rider in view as they move (the order's map, the partners' map). */
  fitAll?: boolean;
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

const RIDER_ICON_HTML =
  '<svg viewBox="0 0 36 36" width="36" height="36" aria-hidden="true"><circle cx="18" cy="18" r="16" fill="currentColor" stroke="#fff" stroke-width="3"/><path d="M11 22a3 3 0 1 0 6 0 3 3 0 1 0-6 0m10 0a3 3 0 1 0 6 0 3 3 0 1 0-6 0M14 22h8l2-6h-5l-1-3h-3" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>';

function riderIcon(tone: RiderMarker['tone'] = 'rider') {
  return divIcon({ className: `tile-map__rider tile-map__rider--${tone}`, html: RIDER_ICON_HTML, iconSize: [36, 36], iconAnchor: [18, 18] });
}

/**
 * Shows every point: fitted at first, then left alone while the points stay in view, so a rider moving towards the pin
 * is seen moving (the map does not jump on each update); fitted again when one leaves the view.
 */
function FitAll({ points }: { points: readonly LatLng[] }) {
  const map = useMap();
  const fitted = useRef(false);
  const key = points.map((p) => `${p.lat},${p.lng}`).join(';');
  useEffect(() => {
    if (points.length === 0) return;
    const inView = map.getBounds().pad(-0.05);
    if (fitted.current && points.every((p) => inView.contains([p.lat, p.lng]))) return;
    fitted.current = true;
    if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], map.getZoom());
    else map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), { padding: [40, 40], maxZoom: 16 });
    // The key says when a point moved; the array itself is new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
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

export default function LeafletMap({ center, point, pinLabel, pinClassName, tileUrl, attribution, zoom, height, onPick, onTile, riders = [], fitAll }: LeafletMapProps) {
  const icon = useMemo(() => pinIcon(pinClassName), [pinClassName]);
  const riderIcons = useMemo(() => ({ rider: riderIcon('rider'), available: riderIcon('available'), busy: riderIcon('busy') }), []);
  const shown = [...(point ? [point] : []), ...riders.map((r) => r.point)];
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
      {riders.map((rider) => (
        <Marker key={rider.id} position={[rider.point.lat, rider.point.lng]} icon={riderIcons[rider.tone ?? 'rider']} title={rider.label} alt={rider.label} />
      ))}
      {fitAll ? <FitAll points={shown} /> : null}
    </MapContainer>
  );
}
