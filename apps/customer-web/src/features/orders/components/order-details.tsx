import { ApiError, invoiceUrl, useOrderDetails } from '@nukkad/api-client';
import { awaitingRelease, cardImageUrl, type Order, ORDER_NOT_FOUND_MESSAGE } from '@nukkad/contracts';
import {
  Card,
  discountRows,
  DownloadIcon,
  ErrorState,
  OrderAddress,
  OrderBill,
  OrderFacts,
  OrderItemLine,
  OrderItemLines,
  PageHeader,
  ScheduledNotice,
  Spinner,
  StatusBadge,
  type BillRow,
} from '@nukkad/ui';
import { session } from '../../../lib/session';
import { formatOrderDate, PAYMENT_METHOD_LABELS } from '../utils/order-format';
import { OrderAgain } from './order-again';
import { OrderCancel } from './order-cancel';
import { OrderReview } from './order-review';
import { OrderRider } from './order-rider';
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
      <ErrorState message={ORDER_NOT_FOUND_MESSAGE} />
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
          {awaitingRelease(order) && order.scheduledFor ? (
            <ScheduledNotice scheduledFor={order.scheduledFor}>
              The shop gets your order shortly before this time. Until then you can cancel it here.
            </ScheduledNotice>
          ) : null}
          <OrderRider order={order} />
          <OrderLines order={order} />
          <OrderCancel order={order} />
          <OrderAgain order={order} />
          {delivered ? <OrderReview order={order} /> : null}
        </div>
        <div className="order-page__side">
          <BillDetails order={order} />
          <Card as="section" aria-labelledby="order-address-title">
            <h2 id="order-address-title" className="order-section__title">
              Shipping address
            </h2>
            <OrderAddress address={order.shippingAddress} showPhone />
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
      <OrderItemLines>
        {order.items.map((item) => (
          <OrderItemLine
            key={item._id}
            name={item.product.name}
            image={item.product.image ? cardImageUrl(item.product.image) : null}
            price={item.product.price}
            quantity={item.quantity}
            status={item.status}
            detail={item.product.shopName}
            testId="order-line"
          />
        ))}
      </OrderItemLines>
    </Card>
  );
}

/** The fees a food order carries (spec: GST and convenience fees) or, for groceries, the service charge. */
function feeRows(order: Order): BillRow[] {
  const rows: BillRow[] = [
    { id: 'amount', label: 'Item total', rupees: order.amount },
    ...discountRows(order),
    { id: 'deliveryCharge', label: 'Delivery charge', rupees: order.deliveryCharge },
  ];
  if (order.orderType === 'Food') {
    rows.push({ id: 'taxes', label: 'Taxes (GST)', rupees: order.taxes }, { id: 'convenienceFees', label: 'Convenience fees', rupees: order.convenienceFees });
  } else {
    rows.push({ id: 'serviceCharge', label: 'Service charge', rupees: order.serviceCharge });
  }
  return rows;
}

function BillDetails({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-bill-title">
      <h2 id="order-bill-title" className="order-section__title">
        Bill details
      </h2>
      <OrderBill rows={feeRows(order)} tip={order.tip} total={{ id: 'totalAmount', label: 'Total', rupees: order.totalAmount }} />
      <OrderFacts
        className="order-payment"
        facts={[
          { label: 'Payment method', value: PAYMENT_METHOD_LABELS[order.paymentMethod] },
          { label: 'Payment status', value: <StatusBadge status={order.paymentStatus} /> },
        ]}
      />
    </Card>
  );
}
