import { ADDRESS_NOT_FOUND_MESSAGE, OUTSIDE_DELIVERY_AREA_MESSAGE } from '@nukkad/contracts';
import { haversineKm, type LatLng } from '@nukkad/pricing';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { invalid, notFound } from '../../lib/domain-error';

/** Where orders are delivered from and how far: app.config.shopOrigin and app.config.maxDeliveryKm. */
export type DeliveryArea = { shopOrigin: LatLng; maxDeliveryKm: number };

export type AddressRow = typeof customerAddresses.$inferSelect;

/** One of the caller's own addresses; anyone else's is as absent as a missing one. */
export async function ownAddress(db: Db, actor: Actor, addressId: string): Promise<AddressRow> {
  // Named, so each connection plans it once: every quote and every checkout reads it.
  const [address] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, sql.placeholder('addressId')), eq(customerAddresses.customerId, sql.placeholder('customerId'))))
    .prepare('checkout_own_address')
    .execute({ addressId, customerId: actor.id });
  if (!address) throw notFound('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND_MESSAGE);
  return address;
}

/** The distance the order is priced at (haversine from the shop origin), refused beyond the delivery area. */
export function deliveryDistanceKm(area: DeliveryArea, address: AddressRow, field: string): number {
  const distanceKm = haversineKm(area.shopOrigin, { lat: address.lat, lng: address.long });
  if (distanceKm > area.maxDeliveryKm) throw invalid('OUTSIDE_DELIVERY_AREA', OUTSIDE_DELIVERY_AREA_MESSAGE, field);
  return distanceKm;
}
