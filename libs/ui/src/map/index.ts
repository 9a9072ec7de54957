// @nukkad/ui/map: its own entry so Leaflet stays out of the main barrel and of every first load.
export { TileMap } from './tile-map';
export type { MapTiles, TileMapProps } from './tile-map';
export type { LatLng, LeafletMapProps, RiderMarker } from './leaflet-map';
export { OrderRiderMap } from './order-rider-map';
export type { OrderRiderMapProps, QueryLike } from './order-rider-map';
export { usePrefersDark } from './use-prefers-dark';
