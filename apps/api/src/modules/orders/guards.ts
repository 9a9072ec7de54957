import { SELLERS_ONLY_MESSAGE } from '@nukkad/contracts';
import type { Actor } from '../../lib/actor';
import { notAllowed } from '../../lib/domain-error';

/** Only a seller has items in orders; the id is the token's. */
export function sellerOnly(actor: Actor): string {
  if (actor.role !== 'seller') throw notAllowed('NOT_A_SELLER', SELLERS_ONLY_MESSAGE);
  return actor.id;
}
