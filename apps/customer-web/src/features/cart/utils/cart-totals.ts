import type { CartItem } from '@nukkad/contracts';
import { lineTotalRupees, linesTotalRupees } from '@nukkad/pricing';

/** A line's price × quantity in rupees, computed in paise. */
export const lineTotal = (line: CartItem) => lineTotalRupees(line.product.price, line.quantity);

/** The distinct sellers of a cart, in the order their first item appears. */
export const sellersOf = (lines: readonly CartItem[]) => [...new Set(lines.map((line) => line.product.seller))];

/** The item total of a cart in rupees, summed in paise. */
export const itemTotal = (lines: readonly CartItem[]) =>
  linesTotalRupees(lines.map((line) => ({ price: line.product.price, quantity: line.quantity })));
