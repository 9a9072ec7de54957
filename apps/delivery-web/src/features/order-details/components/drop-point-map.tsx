// The only module that touches Leaflet: loaded on demand, so the app's first load carries no map code or CSS.
import 'leaflet/dist/leaflet.css';
import { Browser, divIcon } from 'leaflet';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

export type DropPointMapProps = {
  lat: number;
  long: number;
  tileUrl: string;
  attribution: string;
  zoom: number;
  height: number;
};

// Leaflet's default marker images are referenced from its CSS by relative URL, which bundlers break; an inline pin has no files.
const pinIcon = divIcon({
  className: 'drop-map__pin',
  html: '<svg viewBox="0 0 32 42" width="32" height="42" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15.5" r="5.5" fill="#fff"/></svg>',
  iconSize: [32, 42],
  iconAnchor: [16, 41],
});

export default function DropPointMap({ lat, long, tileUrl, attribution, zoom, height }: DropPointMapProps) {
  return (
    // On a phone one finger scrolls the page past the map rather than dragging it; pinch and the buttons still zoom.
    <MapContainer center={[lat, long]} zoom={zoom} style={{ height }} className="drop-map" scrollWheelZoom={false} dragging={!Browser.mobile}>
      <TileLayer key={tileUrl} url={tileUrl} attribution={attribution} />
      <Marker position={[lat, long]} icon={pinIcon} title="Drop point" alt="Drop point" />
    </MapContainer>
  );
}
