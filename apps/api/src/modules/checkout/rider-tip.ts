import { paiseToRupees, rupeesToPaise } from '@nukkad/pricing';
import { invalid } from '../../lib/domain-error';

export const tipTooHighMessage = (capPaise: number) => `A tip can be at most ₹${paiseToRupees(capPaise)}`;

/** A customer's tip for the rider (whole rupees, as the contracts parsed it) in paise, held to the configured cap. */
export function riderTipPaise(tipRupees: number, capPaise: number): number {
  const paise = rupeesToPaise(tipRupees);
  if (paise > capPaise) throw invalid('TIP_TOO_HIGH', tipTooHighMessage(capPaise), 'tip');
  return paise;
}
