import type { ReactNode } from 'react';
import { cx } from '../lib/class-names';

export interface OrderCardHeadProps {
  /** The order's display id, e.g. K7QX2M. */
  orderId: string;
  /** The heading's id, for the card's aria-labelledby. */
  titleId: string;
  headingLevel?: 2 | 3;
  /** Under the id: when it was placed, and whatever else the list shows. */
  meta: ReactNode;
  /** At the right: the status, or the distance. */
  aside: ReactNode;
  className?: string;
}

/** The top of an order's card in a list: "Order #id" over its time, with a status or figure at the right. */
export function OrderCardHead({ orderId, titleId, headingLevel = 2, meta, aside, className }: OrderCardHeadProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <header className={cx('order-card-head', className)}>
      <div>
        <Heading id={titleId} className="order-card-head__id">
          Order #{orderId}
        </Heading>
        {meta}
      </div>
      {aside}
    </header>
  );
}
