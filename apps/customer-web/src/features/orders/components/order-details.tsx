import { ApiError, invoiceUrl, useOrderDetails } from '@nukkad/api-client';
import { cardImageUrl, type Order } from '@nukkad/contracts';
import { Card, DownloadIcon, ErrorState, Money, PackageIcon, PageHeader, Spinner, StatusBadge, cx } from '@nukkad/ui';
import { session } from '../../../lib/session';
import { formatOrderDate, isPriced, lineAmount, PAYMENT_METHOD_LABELS } from '../utils/order-format';
import { OrderReview } from './order-review';
import '../orders.css';

/** The order page: its lines, payment, every fee, the address, the invoice and, once delivered, the review. */
export function OrderDetails({ orderId }: { orderId: string }) {
  const query = useOrderDetails(session.marker, orderId);

  if (query.isPending) {
    return (
      <div className="order-loading" aria-busy="true">
        <Spinner label="Loading order…" />
      </div>
    );
  }
  if (query.isError) {
    // Someone else's order, or an id that names none, is simply not there for this customer.
    const notFound = query.error instanceof ApiError && [400, 403, 404].includes(query.error.status);
    return notFound ? (
      <ErrorState message="Order not found!" />
    ) : (
      <ErrorState message="Failed to fetch order details" onRetry={() => void query.refetch()} />
    );
  }
  const { order } = query.data;
  const delivered = order.deliveryStatus === 'Delivered';

  return (
    <div className="order-page">
      <PageHeader
        title={`Order #${order.id}`}
        subtitle={<time dateTime={order.createdAt}>Placed on {formatOrderDate(order.createdAt)}</time>}
        actions={
          <>
            <StatusBadge status={order.deliveryStatus} />
            {delivered ? (
              <a className="button button--secondary button--sm" href={invoiceUrl(order._id)} target="_blank" rel="noopener">
                <DownloadIcon size={16} />
                Invoice
              </a>
            ) : null}
          </>
        }
      />
      <div className="order-page__grid">
        <div className="order-page__main">
          <OrderLines order={order} />
          {delivered ? <OrderReview order={order} /> : null}
        </div>
        <div className="order-page__side">
          <BillDetails order={order} />
          <Card as="section" aria-labelledby="order-address-title">
            <h2 id="order-address-title" className="order-section__title">
              Shipping address
            </h2>
            <address className="order-address">
              <strong>{order.shippingAddress.fullName}</strong>
              <span>{order.shippingAddress.phone}</span>
              <span>{order.shippingAddress.addressLine}</span>
              <span>{order.shippingAddress.area}</span>
              {order.shippingAddress.landMark ? <span>Landmark: {order.shippingAddress.landMark}</span> : null}
            </address>
            {order.deliveryBoy ? (
              <p className="order-partner">
                Delivery partner: <strong>{order.deliveryBoy.name}</strong>
              </p>
            ) : null}
          </Card>
        </div>
      </div>
    </div>
  );
}

function OrderLines({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="order-section__title">
        Items
      </h2>
      <ul className="order-lines">
        {order.items.map((item) => {
          const priced = isPriced(item);
          return (
            <li key={item._id} className={cx('order-line', !priced && 'order-line--cancelled')} data-testid="order-line">
              <div className="order-line__media" aria-hidden="true">
                {item.product.image ? <img src={cardImageUrl(item.product.image)} alt="" loading="lazy" /> : <PackageIcon size={22} />}
              </div>
              <div className="order-line__text">
                <p className="order-line__name">{priced ? item.product.name : <s>{item.product.name}</s>}</p>
                <p className="order-line__shop muted">{item.product.shopName}</p>
                {priced ? (
                  <p className="order-line__qty muted">
                    {item.quantity} × <Money rupees={item.product.price} />
                  </p>
                ) : (
                  <p className="order-line__qty muted">
                    <s>{item.quantity}</s> · not charged
                  </p>
                )}
              </div>
              <div className="order-line__end">
                <StatusBadge status={item.status} />
                {priced ? <Money rupees={lineAmount(item)} className="order-line__amount" /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function BillDetails({ order }: { order: Order }) {
  const fees: Array<[string, number]> = [
    ['Item total', order.amount],
    ['Delivery charge', order.deliveryCharge],
    ...(order.orderType === 'Food'
      ? ([
          ['Taxes (GST)', order.taxes],
          ['Convenience fees', order.convenienceFees],
        ] as Array<[string, number]>)
      : ([['Service charge', order.serviceCharge]] as Array<[string, number]>)),
  ];
  return (
    <Card as="section" aria-labelledby="order-bill-title">
      <h2 id="order-bill-title" className="order-section__title">
        Bill details
      </h2>
      <dl className="order-bill">
        {fees.map(([label, rupees]) => (
          <div key={label} className="order-bill__row">
            <dt>{label}</dt>
            <dd>
              <Money rupees={rupees} />
            </dd>
          </div>
        ))}
        <div className="order-bill__row order-bill__row--total">
          <dt>Total</dt>
          <dd>
            <Money rupees={order.totalAmount} />
          </dd>
        </div>
      </dl>
      <dl className="order-payment">
        <div className="order-bill__row">
          <dt>Payment method</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
        </div>
        <div className="order-bill__row">
          <dt>Payment status</dt>
          <dd>
            <StatusBadge status={order.paymentStatus} />
          </dd>
        </div>
      </dl>
    </Card>
  );
}
