import { PARTNER_NOT_FOUND_MESSAGE, ON_DUTY_MESSAGE, OFF_DUTY_NOW_MESSAGE } from '@nukkad/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryPartners } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { unauthorized } from '../../lib/domain-error';
import { deliveryPartnerOnly } from './guards';
import { forgetPosition } from './location';


/** PUT /api/delivery/availability: the caller's on-duty switch; off duty, they cannot accept orders and their position is deleted. */
export async function setAvailability(db: Db, actor: Actor, input: { isAvailable: boolean }): Promise<{ message: string; isAvailable: boolean }> {
  const deliveryPartnerId = deliveryPartnerOnly(actor);
  const [row] = await db.transaction(async (tx) => {
    const updated = await tx
      .update(deliveryPartners)
      .set({ isAvailable: input.isAvailable })
      .where(eq(deliveryPartners.id, deliveryPartnerId))
      .returning({ isAvailable: deliveryPartners.isAvailable });
    // Off duty, nobody may see where they are: their position goes with the switch, in the same transaction.
    if (updated.length > 0 && !input.isAvailable) await forgetPosition(tx, deliveryPartnerId);
    return updated;
  });
  if (!row) throw unauthorized('NO_ACCOUNT', PARTNER_NOT_FOUND_MESSAGE);
  return { message: row.isAvailable ? ON_DUTY_MESSAGE : OFF_DUTY_NOW_MESSAGE, isAvailable: row.isAvailable };
}
