import { canTransition, deriveDeliveryStatus, idSchema, type DeliveryItem } from '@nukkad/contracts';

/** Is this an order id the API could know (a uuid)? Anything else is not found without asking. */
export const isOrderId = (value: string | undefined): value is string => idSchema.safeParse(value).success;

/** The partner may pick this item up now (Processing or Preparing, by the order state machine). */
export const canPickUp = (item: DeliveryItem) => canTransition(item.status, 'Out For Delivery', 'delivery');

/** Every item not cancelled is out for delivery (and there is at least one): the order can be handed over. */
export const readyToDeliver = (items: readonly DeliveryItem[]) => deriveDeliveryStatus(items.map((item) => item.status)) === 'Out For Delivery';

export interface ShopPickup {
  shop: DeliveryItem['shop'];
  seller: DeliveryItem['seller'];
  items: DeliveryItem[];
}

/** The order's items by the shop they are picked up from, in the order the shops first appear. */
export function groupByShop(items: readonly DeliveryItem[]): ShopPickup[] {
  const groups = new Map<string, ShopPickup>();
  for (const item of items) {
    const group = groups.get(item.shop._id);
    if (group) group.items.push(item);
    else groups.set(item.shop._id, { shop: item.shop, seller: item.seller, items: [item] });
  }
  return [...groups.values()];
}

/** Turn-by-turn directions to the drop point; on a phone this opens its maps app. */
export const directionsUrl = (lat: number, long: number) => `https://www.google.com/maps/dir/?api=1&destination=${lat},${long}`;

/** A `tel:` link for a phone number as typed (spaces and dashes dropped). */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
