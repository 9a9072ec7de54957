import type { ShippingAddress } from '@nukkad/contracts';
import { cx } from '../lib/class-names';

export interface OrderAddressProps {
  address: Pick<ShippingAddress, 'fullName' | 'phone' | 'addressLine' | 'area' | 'landMark'>;
  /** Shows the address's phone number under the name (the customer's own order page). */
  showPhone?: boolean;
  className?: string;
}

/** Where an order goes: the name, the address lines and the landmark when there is one. */
export function OrderAddress({ address, showPhone = false, className }: OrderAddressProps) {
  return (
    <address className={cx('order-address', className)}>
      <strong className="order-address__name">{address.fullName}</strong>
      {showPhone && address.phone ? <span>{address.phone}</span> : null}
      <span>{address.addressLine}</span>
      <span>{address.area}</span>
      {address.landMark ? <span className="order-address__landmark">Landmark: {address.landMark}</span> : null}
    </address>
  );
}
