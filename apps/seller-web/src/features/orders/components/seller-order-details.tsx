import { useSellerOrderDetails } from '@nukkad/api-client';
import type { Order } from '@nukkad/contracts';
import { ArrowLeftIcon, Card, Money, OrderAddress, OrderFacts, OrderItemLine, OrderItemLines, PageHeader, StatusBadge, exactTime } from '@nukkad/ui';
import { Link } from 'react-router';
import { OrderNotFound, OrderPageState } from '../../../components/order-page-state';
import { paths } from '../../../config/paths';
import { isOrderId } from '../../../utils/is-order-id';
import { PAYMENT_METHOD_LABELS, sellerTotal } from '../utils/order-format';
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
            <OrderFacts
              facts={[
                { label: 'Method', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
                { label: 'Status', value: <StatusBadge status={order.paymentStatus} /> },
              ]}
            />
          </Card>
          <Card as="section" aria-labelledby="order-address-title">
            <h2 id="order-address-title" className="section-title">
              Deliver to
            </h2>
            <OrderAddress address={order.shippingAddress} />
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
      <OrderItemLines>
        {order.items.map((item) => (
          <OrderItemLine
            key={item._id}
            name={item.product.name}
            image={item.product.image}
            price={item.product.price}
            quantity={item.quantity}
            status={item.status}
            notChargedAt="amount"
          />
        ))}
      </OrderItemLines>
      <p className="seller-order-page__total">
        <span>Your total</span>
        <Money rupees={sellerTotal(lines)} />
      </p>
      {order.couponCode && order.discount > 0 ? (
        <p className="seller-order-page__coupon">
          The customer used coupon {order.couponCode} (<Money rupees={order.discount} /> off). Nukkad bears it: your items count at their full price.
        </p>
      ) : null}
    </Card>
  );
}
