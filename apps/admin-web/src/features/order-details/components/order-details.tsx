import { ApiError, useAdminOrder } from '@nukkad/api-client';
import { ADMIN_ORDER_NOT_FOUND_MESSAGE, awaitingRelease } from '@nukkad/contracts/light';
import type { AdminOrder } from '@nukkad/contracts';
import {
  Card,
  discountRows,
  EmptyState,
  ErrorState,
  Money,
  OrderBill,
  OrderFacts,
  PageHeader,
  ReceiptIcon,
  ScheduledNotice,
  Skeleton,
  StatusBadge,
  exactTime,
  type BillRow,
  type OrderFact,
} from '@nukkad/ui';
import { AuditHistory } from '../../../components/ui/audit-history';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { PAYMENT_METHOD_LABELS, nearLandmark } from '../../../utils/order-labels';
import { AssignDeliveryPartner } from './assign-delivery-partner';
import { CancelOrderButton } from './cancel-order-button';
import { OrderRider } from './order-rider';
import { INVALID_ORDER_ID, isOrderKey } from './order-search';

type Product = AdminOrder['products'][number];

const PRODUCT_COLUMNS: Column<Product>[] = [
  { id: 'name', header: 'Name', primary: true, sortValue: (p) => p.name, cell: (p) => p.name },
  { id: 'quantity', header: 'Quantity', align: 'end', sortValue: (p) => p.quantity, cell: (p) => p.quantity },
  { id: 'price', header: 'Price', align: 'end', sortValue: (p) => p.price, cell: (p) => <Money rupees={p.price} /> },
  {
    id: 'shop',
    header: 'Shop name',
    sortValue: (p) => p.shopName,
    cell: (p) => (
      <span className="stacked">
        {p.shopName}
        <span className="muted">{p.sellerUsername}</span>
      </span>
    ),
  },
  { id: 'status', header: 'Status', sortValue: (p) => p.status, cell: (p) => <StatusBadge status={p.status} /> },
];

/** The fees this order carries: each one the server charged, none shown at zero. */
function feeRows(order: AdminOrder): BillRow[] {
  const fees: BillRow[] = [
    { id: 'taxes', label: 'Taxes', rupees: order.taxes },
    { id: 'convenienceFees', label: 'Convenience fees', rupees: order.convenienceFees },
    { id: 'serviceCharge', label: 'Service charge', rupees: order.serviceCharge },
  ];
  return fees.filter((fee) => fee.rupees > 0);
}

function orderFacts(order: AdminOrder): OrderFact[] {
  const address = order.shippingAddress;
  const phoneLink = (phone: string) => (
    <a href={`tel:${phone}`} className="muted">
      {phone}
    </a>
  );
  return [
    { label: 'Status', value: <StatusBadge status={order.deliveryStatus} /> },
    {
      label: 'Payment status',
      valueClassName: 'cluster',
      value: (
        <>
          <StatusBadge status={order.paymentStatus} />
          <span className="muted">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
        </>
      ),
    },
    { label: 'Total', valueClassName: 'facts__figure', value: <Money rupees={order.totalAmount} /> },
    { label: 'Refunded', value: <Money rupees={order.refunded} /> },
    {
      label: 'Delivery boy',
      value: order.deliveryBoy ? (
        <span className="stacked">
          {order.deliveryBoy.name}
          {phoneLink(order.deliveryBoy.phone)}
        </span>
      ) : (
        <span className="muted">Not assigned</span>
      ),
    },
    {
      label: 'Customer',
      valueClassName: 'stacked',
      value: (
        <>
          {order.customer.name}
          {phoneLink(order.customer.phone)}
        </>
      ),
    },
    {
      label: 'Deliver to',
      wide: true,
      value: `${address.fullName}, ${address.addressLine}, ${address.area}${address.landMark ? ` (${nearLandmark(address.landMark)})` : ''}`,
    },
  ];
}

function Summary({ order }: { order: AdminOrder }) {
  return (
    <Card as="section" className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="visually-hidden">
        Summary
      </h2>
      <OrderFacts layout="grid" facts={orderFacts(order)} />
      <OrderBill
        label="Bill"
        className="order-summary__bill"
        rows={[
          { id: 'amount', label: 'Items', rupees: order.amount },
          ...discountRows(order),
          { id: 'deliveryCharge', label: 'Delivery charge', rupees: order.deliveryCharge },
          ...feeRows(order),
        ]}
        tip={order.tip}
        total={{ id: 'totalAmount', label: 'Total', rupees: order.totalAmount }}
      />
    </Card>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  return (
    <div className="order-view">
      <PageHeader
        title={`Order #${order.id}`}
        subtitle={
          <>
            {order.orderType} order · placed <time dateTime={order.createdAt}>{exactTime(order.createdAt)}</time>
          </>
        }
        actions={order.canCancel ? <CancelOrderButton orderId={order._id} displayId={order.id} /> : null}
      />
      <div className="order-view__grid">
        <div className="order-view__main">
          {awaitingRelease(order) && order.scheduledFor ? (
            <ScheduledNotice scheduledFor={order.scheduledFor}>
              Ordered for later: its shops and delivery boys see it only when it is released, shortly before this time.
            </ScheduledNotice>
          ) : null}
          <Summary order={order} />
          <OrderRider order={order} />
          <section aria-labelledby="order-products-heading" className="order-view__section">
            <h2 id="order-products-heading">Products</h2>
            <DataTable label={`Products of order ${order.id}`} columns={PRODUCT_COLUMNS} rows={order.products} rowKey={(p) => p._id} />
          </section>
        </div>
        <aside className="order-view__side">
          <Card as="section" aria-labelledby="order-assign-heading">
            <h2 id="order-assign-heading" className="card-title">
              Delivery boy
            </h2>
            {order.canAssign ? (
              <AssignDeliveryPartner order={order} />
            ) : awaitingRelease(order) ? (
              <p className="muted">A delivery boy can be assigned once this order for later has gone to its shops.</p>
            ) : (
              <p className="muted">
                {order.deliveryBoy ? `${order.deliveryBoy.name} has this order. ` : ''}A delivery boy can no longer be assigned: an item
                has been picked up or the order is finished.
              </p>
            )}
          </Card>
          <Card as="section" aria-labelledby="order-history-heading">
            <h2 id="order-history-heading" className="card-title">
              History
            </h2>
            <AuditHistory entries={order.history} label={`History of order ${order.id}`} emptyText="Nothing recorded yet." />
          </Card>
        </aside>
      </div>
    </div>
  );
}

function OrderSkeleton() {
  return (
    <div role="status" aria-busy="true" className="order-view">
      <span className="visually-hidden">Loading the order…</span>
      <Skeleton width={220} height={32} />
      <Skeleton height={160} />
      <TableSkeleton rows={3} label="Loading the products…" />
    </div>
  );
}

/** An order by its display id or full id: summary, products, the partner and the history, with Cancel and Assign while allowed. */
export function OrderDetails({ orderKey }: { orderKey: string }) {
  const valid = isOrderKey(orderKey);
  const query = useAdminOrder(orderKey, valid);

  if (!valid) return <EmptyState icon={<ReceiptIcon size={32} />} title={INVALID_ORDER_ID} description="Type the order's ID in the box above." />;
  if (query.isPending) return <OrderSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) {
      return (
        <EmptyState
          icon={<ReceiptIcon size={32} />}
          title={ADMIN_ORDER_NOT_FOUND_MESSAGE}
          description={`No order has the ID ${orderKey}. Check it and search again.`}
        />
      );
    }
    return <ErrorState message="Failed to load the order. Please try again." onRetry={() => void query.refetch()} />;
  }
  return <OrderView order={query.data.order} />;
}
