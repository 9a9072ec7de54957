import type { PaymentMethod, SellerOrderProduct } from '@nukkad/contracts';
import { linesTotalRupees } from '@nukkad/pricing';
import { plural } from '@nukkad/ui';

/** Only items still Processing can be confirmed or cancelled by the seller. */
export const isConfirmable = (product: SellerOrderProduct): boolean => product.status === 'Processing';

/** The value of the given items (unit price × quantity), in rupees, counted in paise. */
export function totalValue(products: readonly SellerOrderProduct[]): number {
  return linesTotalRupees(products);
}

const items = (count: number) => plural(count, 'item');

/** What happens to the items left unselected, said before the seller confirms. */
export function cancellationNotice(count: number, paymentMethod: PaymentMethod): string {
  return `${items(count)} will be cancelled${paymentMethod === 'Online' ? ' and the customer refunded' : ''}.`;
}
