import type { Actor } from '../../lib/actor';
import { notAllowed } from '../../lib/domain-error';

/** Only a seller has items in orders; the id is the token's. */
export function sellerOnly(actor: Actor): string {
  if (actor.role !== 'seller') throw notAllowed('NOT_A_SELLER', 'Only sellers have orders to confirm.');
  return actor.id;
}
