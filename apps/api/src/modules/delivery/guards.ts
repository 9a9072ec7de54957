import { DELIVERY_PARTNERS_ONLY_MESSAGE, OWN_DELIVERIES_ONLY_MESSAGE } from '@nukkad/contracts';
import type { Actor } from '../../lib/actor';
import { notAllowed } from '../../lib/domain-error';

/**
 * Only a delivery partner has deliveries; a partner id named in the request must be the caller's own (403 otherwise).
 * Returns the caller's id, the only one the services use.
 */
export function deliveryPartnerOnly(actor: Actor, namedDeliveryPartnerId?: string): string {
  if (actor.role !== 'delivery') throw notAllowed('NOT_A_DELIVERY_PARTNER', DELIVERY_PARTNERS_ONLY_MESSAGE);
  if (namedDeliveryPartnerId !== undefined && namedDeliveryPartnerId !== actor.id) throw notAllowed('NOT_OWNER', OWN_DELIVERIES_ONLY_MESSAGE);
  return actor.id;
}
