import type { SellerOrderSummary } from '@nukkad/contracts';
import { slotLabel } from '@nukkad/contracts/light';
import { Card, Money, OrderCardHead, OrderFacts, StatusBadge, cx, exactTime } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PAYMENT_METHOD_LABELS, lineAmount } from '../utils/order-format';

/** One order of the seller's list: their lines with statuses, their total, and Confirm while items wait. */
export function SellerOrderCard({ order }: { order: SellerOrderSummary }) {
  const titleId = `order-${order._id}-title`;
  return (
    <Card as="article" className="stack" aria-labelledby={titleId}>
      <OrderCardHead
        orderId={order.id}
        titleId={titleId}
        meta={
          <time className="seller-order__time muted" dateTime={order.createdAt}>
            {exactTime(order.createdAt)}
          </time>
        }
        aside={<StatusBadge status={order.deliveryStatus} />}
      />
      <ul className="seller-order__lines" aria-label={`Items of order ${order.id}`}>
        {order.products.map((line) => {
          const cancelled = line.status === 'Cancelled';
          return (
            <li key={line._id} className={cx('seller-order__line', cancelled && 'seller-order__line--cancelled')}>
              <span className="seller-order__text">
                <span className="seller-order__name">{cancelled ? <s>{line.productName}</s> : line.productName}</span>
                <span className="seller-order__qty muted">
                  Qty {line.quantity}
                  {cancelled ? ' · not charged' : (
                    <>
                      {' · '}
                      <Money rupees={lineAmount(line)} />
                    </>
                  )}
                </span>
              </span>
              <StatusBadge status={line.status} />
            </li>
          );
        })}
      </ul>
      <OrderFacts
        layout="grid"
        className="seller-order__summary"
        facts={[
          { label: 'Your total', value: <Money rupees={order.sellerTotal} /> },
          { label: 'Payment', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
          // An order for later reaches the shop its preparation time before the customer's slot.
          ...(order.scheduledFor ? [{ label: 'Ordered for', value: slotLabel(new Date(order.scheduledFor), new Date()) }] : []),
        ]}
      />
      <div className="seller-order__actions">
        {order.needsConfirmation ? (
          <Link
            className="button button--primary button--md"
            to={paths.seller.confirmOrder.getHref(order._id)}
            aria-label={`Confirm order ${order.id}`}
          >
            Confirm
          </Link>
        ) : null}
        <Link className="button button--secondary button--md" to={paths.orders.details.getHref(order._id)} aria-label={`View order ${order.id}`}>
          View
        </Link>
      </div>
    </Card>
  );
}
