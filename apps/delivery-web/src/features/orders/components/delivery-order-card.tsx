import { isFinalStatus, type DeliveryOrder } from '@nukkad/contracts';
import { ChevronRightIcon, Money, StatusBadge } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { cashLabel } from '../../../utils/cash-label';
import { formatDateTime } from '../../../utils/format-date';

/** One of the partner's orders: the whole card opens the order. */
export function DeliveryOrderCard({ order }: { order: DeliveryOrder }) {
  const collect = order.cashToCollect > 0 && !isFinalStatus(order.deliveryStatus);
  return (
    <article className="card delivery-order">
      <header className="delivery-order__head">
        <h2 className="delivery-order__id">
          <Link to={paths.delivery.order.getHref(order._id)} className="delivery-order__link">
            Order #{order.id}
          </Link>
        </h2>
        <StatusBadge status={order.deliveryStatus} />
      </header>
      <p className="delivery-order__meta">
        <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
      </p>
      <p className="delivery-order__area">{order.shippingAddress.area}</p>
      <dl className="delivery-order__money">
        <div>
          <dt>Total</dt>
          <dd>
            <Money rupees={order.totalAmount} />
          </dd>
        </div>
        <div className={collect ? 'delivery-order__collect' : undefined}>
          <dt>{cashLabel(order)}</dt>
          <dd>
            <Money rupees={order.cashToCollect} />
          </dd>
        </div>
      </dl>
      <ChevronRightIcon size={22} className="delivery-order__chevron" />
    </article>
  );
}
