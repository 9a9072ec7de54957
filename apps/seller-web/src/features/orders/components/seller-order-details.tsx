import type { Order } from '@nukkad/contracts';
import { ArrowLeftIcon, Card, Money, PackageIcon, PageHeader, StatusBadge, cx, exactTime } from '@nukkad/ui';
import { Link } from 'react-router';
import { OrderNotFound, OrderPageState } from '../../../components/order-page-state';
import { paths } from '../../../config/paths';
import { isOrderId } from '../../../utils/is-order-id';
import { useSellerOrderDetails } from '../api/get-seller-order-details';
import { PAYMENT_METHOD_LABELS, lineAmount, sellerTotal } from '../utils/order-format';
import '../orders.css';

/** `/getOrderDetails/{orderId}` for a seller: the order, the seller's own lines and total, and Confirm while items wait. */
export function SellerOrderDetails({ orderId }: { orderId: string | undefined }) {
  if (!isOrderId(orderId)) return <OrderNotFound />;
  return <LoadedOrderDetails orderId={orderId} />;
}

function LoadedOrderDetails({ orderId }: { orderId: string }) {
  const query = useSellerOrderDetails(orderId);

  if (query.isPending || query.isError) return <OrderPageState query={query} />;

  const { order } = query.data;
  const waiting = order.items.some((item) => item.status === 'Processing');
  return (
    <div className="seller-order-page">
      <PageHeader
        leading={
          <Link to={paths.seller.orders.getHref()} className="seller-back-link">
            <ArrowLeftIcon size={16} />
            My orders
          </Link>
        }
        title={`Order #${order.id}`}
        subtitle={<time dateTime={order.createdAt}>Placed on {exactTime(order.createdAt)}</time>}
        actions={<StatusBadge status={order.deliveryStatus} />}
      />
      <div className="seller-order-page__grid">
        <SellerLines order={order} />
        <div className="seller-order-page__side">
          <Card as="section" aria-labelledby="order-payment-title">
            <h2 id="order-payment-title" className="section-title">
              Payment
            </h2>
            <dl className="seller-order-page__facts">
              <div>
                <dt>Method</dt>
                <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <StatusBadge status={order.paymentStatus} />
                </dd>
              </div>
            </dl>
          </Card>
          <Card as="section" aria-labelledby="order-address-title">
            <h2 id="order-address-title" className="section-title">
              Deliver to
            </h2>
            <address className="seller-order-page__address">
              <strong>{order.shippingAddress.fullName}</strong>
              <span>{order.shippingAddress.addressLine}</span>
              <span>{order.shippingAddress.area}</span>
              {order.shippingAddress.landMark ? <span>Landmark: {order.shippingAddress.landMark}</span> : null}
            </address>
          </Card>
        </div>
      </div>
      {waiting ? (
        <div className="seller-sticky-action">
          <Link className="button button--primary button--lg button--block" to={paths.seller.confirmOrder.getHref(order._id)}>
            Confirm
          </Link>
        </div>
      ) : null}
    </div>
  );
}

function SellerLines({ order }: { order: Order }) {
  const lines = order.items.map((item) => ({ price: item.product.price, quantity: item.quantity, status: item.status }));
  return (
    <Card as="section" aria-labelledby="order-items-title">
      <h2 id="order-items-title" className="section-title">
        Your items
      </h2>
      <ul className="seller-order-page__lines">
        {order.items.map((item, index) => {
          const cancelled = item.status === 'Cancelled';
          return (
            <li key={item._id} className={cx('seller-order-page__line', cancelled && 'seller-order-page__line--cancelled')}>
              <div className="seller-order-page__media" aria-hidden="true">
                {item.product.image ? <img src={item.product.image} alt="" loading="lazy" /> : <PackageIcon size={22} />}
              </div>
              <div className="seller-order-page__text">
                <p className="seller-order-page__name">{cancelled ? <s>{item.product.name}</s> : item.product.name}</p>
                <p className="muted">
                  {item.quantity} × <Money rupees={item.product.price} />
                </p>
              </div>
              <div className="seller-order-page__end">
                <StatusBadge status={item.status} />
                {cancelled ? <span className="muted">Not charged</span> : <Money rupees={lineAmount(lines[index]!)} />}
              </div>
            </li>
          );
        })}
      </ul>
      <p className="seller-order-page__total">
        <span>Your total</span>
        <Money rupees={sellerTotal(lines)} />
      </p>
    </Card>
  );
}
