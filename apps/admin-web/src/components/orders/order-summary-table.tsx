import type { AdminOrderSummary } from '@nukkad/contracts';
import { Money, StatusBadge, exactTime } from '@nukkad/ui';
import { Link } from 'react-router';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHOD_SHORT } from '../../utils/order-labels';
import { DataTable, type Column } from '../ui/data-table';

export interface OrderSummaryTableProps {
  label: string;
  orders: readonly AdminOrderSummary[];
  /** Where a row leads: the order's detail. */
  orderHref: (order: AdminOrderSummary) => string;
  busy?: boolean;
}

function columns(orderHref: OrderSummaryTableProps['orderHref']): Column<AdminOrderSummary>[] {
  return [
    {
      id: 'order',
      header: 'Order',
      primary: true,
      sortValue: (order) => order.id,
      cell: (order) => (
        <Link to={orderHref(order)} className="order-link">
          #{order.id}
        </Link>
      ),
    },
    {
      id: 'placed',
      header: 'Placed',
      sortValue: (order) => order.createdAt,
      cell: (order) => (
        <time dateTime={order.createdAt} className="nowrap">
          {exactTime(order.createdAt)}
        </time>
      ),
    },
    { id: 'customer', header: 'Customer', sortValue: (order) => order.customerName, cell: (order) => order.customerName },
    {
      id: 'shops',
      header: 'Shops',
      sortValue: (order) => order.shopNames.join(', '),
      cell: (order) => order.shopNames.join(', ') || '—',
    },
    { id: 'items', header: 'Items', align: 'end', sortValue: (order) => order.itemCount, cell: (order) => order.itemCount },
    { id: 'status', header: 'Status', sortValue: (order) => order.deliveryStatus, cell: (order) => <StatusBadge status={order.deliveryStatus} /> },
    {
      id: 'payment',
      header: 'Payment',
      sortValue: (order) => `${order.paymentStatus} ${order.paymentMethod}`,
      cell: (order) => (
        <span className="payment-cell">
          <StatusBadge status={order.paymentStatus} />
          <abbr className="muted" title={PAYMENT_METHOD_LABELS[order.paymentMethod]}>
            {PAYMENT_METHOD_SHORT[order.paymentMethod]}
          </abbr>
        </span>
      ),
    },
    {
      id: 'deliveryPartner',
      header: 'Delivery boy',
      sortValue: (order) => order.deliveryBoy?.name ?? '',
      cell: (order) => order.deliveryBoy?.name ?? <span className="muted">Not assigned</span>,
    },
    { id: 'total', header: 'Total', align: 'end', sortValue: (order) => order.totalAmount, cell: (order) => <Money rupees={order.totalAmount} /> },
  ];
}

/** Orders as the admin lists them; each row leads to the order, sortable on a laptop, cards on a phone. */
export function OrderSummaryTable({ label, orders, orderHref, busy }: OrderSummaryTableProps) {
  return <DataTable label={label} columns={columns(orderHref)} rows={orders} rowKey={(order) => order._id} busy={busy} className="orders-table" />;
}
