import { OUTSIDE_DELIVERY_AREA_MESSAGE } from '@nukkad/contracts';
import { haversineKm, type LatLng } from '@nukkad/pricing';
import type { customerAddresses } from '../../db/schema';
import { invalid } from '../../lib/domain-error';

/** Where orders are delivered from and how far: app.config.shopOrigin and app.config.maxDeliveryKm. */
export type DeliveryArea = { shopOrigin: LatLng; maxDeliveryKm: number };

export type AddressRow = typeof customerAddresses.$inferSelect;

/** The distance the order is priced at (haversine from the shop origin), refused beyond the delivery area. */
export function deliveryDistanceKm(area: DeliveryArea, address: AddressRow, field: string): number {
  const distanceKm = haversineKm(area.shopOrigin, { lat: address.lat, lng: address.long });
  if (distanceKm > area.maxDeliveryKm) throw invalid('OUTSIDE_DELIVERY_AREA', OUTSIDE_DELIVERY_AREA_MESSAGE, field);
  return distanceKm;
}
