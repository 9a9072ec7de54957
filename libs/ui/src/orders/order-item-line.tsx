import type { ItemStatus } from '@nukkad/contracts';
import { lineTotalRupees } from '@nukkad/pricing';
import type { ReactNode } from 'react';
import { Money } from '../data-display/money';
import { StatusBadge } from '../data-display/status-badge';
import { cx } from '../lib/class-names';
import { ItemThumb } from './item-thumb';

export interface OrderItemLineProps {
  name: string;
  /** The picture's address, ready to load. */
  image?: string | null;
  /** The unit price in rupees, as sold. */
  price: number;
  quantity: number;
  status: ItemStatus;
  /** A line under the name before the quantity, e.g. the shop. */
  detail?: ReactNode;
  /**
   * Where a cancelled line says it is not charged: after its struck quantity (`quantity`),
   * or in place of its amount (`amount`).
   */
  notChargedAt?: 'quantity' | 'amount';
  testId?: string;
}

/** One line of an order: picture, name, quantity × unit price, its status and its amount; a cancelled line is struck and not charged. */
export function OrderItemLine({ name, image, price, quantity, status, detail, notChargedAt = 'quantity', testId }: OrderItemLineProps) {
  const cancelled = status === 'Cancelled';
  const struckQuantity = cancelled && notChargedAt === 'quantity';
  return (
    <li className={cx('order-item', cancelled && 'order-item--cancelled')} data-testid={testId}>
      <ItemThumb src={image} />
      <div className="order-item__text">
        <p className="order-item__name">{cancelled ? <s>{name}</s> : name}</p>
        {detail ? <p className="order-item__detail muted">{detail}</p> : null}
        <p className="order-item__detail muted">
          {struckQuantity ? (
            <>
              <s>{quantity}</s> · not charged
            </>
          ) : (
            <>
              {quantity} × <Money rupees={price} />
            </>
          )}
        </p>
      </div>
      <div className="order-item__end">
        <StatusBadge status={status} />
        {!cancelled ? (
          <Money rupees={lineTotalRupees(price, quantity)} className="order-item__amount" />
        ) : notChargedAt === 'amount' ? (
          <span className="muted">Not charged</span>
        ) : null}
      </div>
    </li>
  );
}

export interface OrderItemLinesProps {
  children: ReactNode;
  label?: string;
}

/** The list that holds an order's `OrderItemLine`s. */
export function OrderItemLines({ children, label }: OrderItemLinesProps) {
  return (
    <ul className="order-items" aria-label={label}>
      {children}
    </ul>
  );
}
