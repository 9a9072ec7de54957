import { ApiError } from '@nukkad/api-client';
import type { AdminOrder } from '@nukkad/contracts';
import { Card, EmptyState, ErrorState, Money, PageHeader, ReceiptIcon, Skeleton, StatusBadge, exactTime } from '@nukkad/ui';
import { AuditHistory } from '../../../components/ui/audit-history';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { PAYMENT_METHOD_LABELS, nearLandmark } from '../../../utils/order-labels';
import { useAdminOrder } from '../api/get-admin-order';
import { AssignDeliveryBoy } from './assign-delivery-boy';
import { CancelOrderButton } from './cancel-order-button';
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

function Summary({ order }: { order: AdminOrder }) {
  const address = order.shippingAddress;
  return (
    <Card as="section" className="order-summary" aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="visually-hidden">
        Summary
      </h2>
      <dl className="facts">
        <div>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={order.deliveryStatus} />
          </dd>
        </div>
        <div>
          <dt>Payment status</dt>
          <dd className="cluster">
            <StatusBadge status={order.paymentStatus} />
            <span className="muted">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</span>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd className="facts__figure">
            <Money rupees={order.totalAmount} />
          </dd>
        </div>
        <div>
          <dt>Refunded</dt>
          <dd>
            <Money rupees={order.refunded} />
          </dd>
        </div>
        <div>
          <dt>Delivery boy</dt>
          <dd>
            {order.deliveryBoy ? (
              <span className="stacked">
                {order.deliveryBoy.name}
                <a href={`tel:${order.deliveryBoy.phone}`} className="muted">
                  {order.deliveryBoy.phone}
                </a>
              </span>
            ) : (
              <span className="muted">Not assigned</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Customer</dt>
          <dd className="stacked">
            {order.customer.name}
            <a href={`tel:${order.customer.phone}`} className="muted">
              {order.customer.phone}
            </a>
          </dd>
        </div>
        <div className="facts__wide">
          <dt>Deliver to</dt>
          <dd>
            {address.fullName}, {address.addressLine}, {address.area}
            {address.landMark ? ` (${nearLandmark(address.landMark)})` : ''}
          </dd>
        </div>
      </dl>
      <dl className="bill" aria-label="Bill">
        <div>
          <dt>Items</dt>
          <dd>
            <Money rupees={order.amount} />
          </dd>
        </div>
        <div>
          <dt>Delivery charge</dt>
          <dd>
            <Money rupees={order.deliveryCharge} />
          </dd>
        </div>
        {order.taxes > 0 ? (
          <div>
            <dt>Taxes</dt>
            <dd>
              <Money rupees={order.taxes} />
            </dd>
          </div>
        ) : null}
        {order.convenienceFees > 0 ? (
          <div>
            <dt>Convenience fees</dt>
            <dd>
              <Money rupees={order.convenienceFees} />
            </dd>
          </div>
        ) : null}
        {order.serviceCharge > 0 ? (
          <div>
            <dt>Service charge</dt>
            <dd>
              <Money rupees={order.serviceCharge} />
            </dd>
          </div>
        ) : null}
        <div className="bill__total">
          <dt>Total</dt>
          <dd>
            <Money rupees={order.totalAmount} />
          </dd>
        </div>
      </dl>
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
          <Summary order={order} />
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
              <AssignDeliveryBoy order={order} />
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
          title="Order not found"
          description={`No order has the ID ${orderKey}. Check it and search again.`}
        />
      );
    }
    return <ErrorState message="Failed to load the order. Please try again." onRetry={() => void query.refetch()} />;
  }
  return <OrderView order={query.data.order} />;
}
