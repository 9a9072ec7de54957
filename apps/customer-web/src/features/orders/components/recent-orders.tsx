import { ApiError, useUserOrders } from '@nukkad/api-client';
import { PAGE_SIZES, type Order, SERVER_ERROR_MESSAGE, ORDERS_FETCH_FAILED_MESSAGE } from '@nukkad/contracts';
import { awaitingRelease, scheduledForLabel } from '@nukkad/contracts/light';
import { ClockIcon, EmptyState, ErrorState, Money, Pagination, ReceiptIcon, SkeletonList, StatusBadge, useToast } from '@nukkad/ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { session } from '../../../lib/session';
import { formatOrderDate, itemCountLabel } from '../utils/order-format';
import '../orders.css';

/** The customer's orders, newest first, 5 to a page; the page lives in the URL so reload and Back keep it. */
export function RecentOrders() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = paths.recentOrders.pageFromSearch(searchParams);
  const query = useUserOrders(session.marker, page);
  const toast = useToast();
  const toasted = useRef<unknown>(null);

  useEffect(() => {
    if (!query.error || toasted.current === query.error) return;
    toasted.current = query.error;
    toast.error('Failed to get your Orders!');
  }, [query.error, toast]);

  const goTo = (target: number) => {
    setSearchParams(target === 1 ? {} : { page: String(target) });
    window.scrollTo({ top: 0 });
  };

  if (query.isPending) return <SkeletonList count={PAGE_SIZES.recentOrders} variant="row" label="Loading your orders…" />;
  if (query.isError) {
    // A refusal the server explains reads as the spec's fetch failure; anything else as the generic one.
    const refused = query.error instanceof ApiError && query.error.serverMessage !== null;
    return (
      <ErrorState
        message={refused ? ORDERS_FETCH_FAILED_MESSAGE : SERVER_ERROR_MESSAGE}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const { orders, totalPages } = query.data;
  if (orders.length === 0 && page === 1) {
    return (
      <EmptyState
        icon={<ReceiptIcon size={32} />}
        title="No orders yet"
        description="Orders you place will show up here."
        action={
          <Link to={paths.home.getHref()} className="button button--primary">
            Start shopping
          </Link>
        }
      />
    );
  }
  return (
    <div className="recent-orders" aria-busy={query.isPlaceholderData || undefined}>
      {orders.length === 0 ? (
        <EmptyState title="No orders on this page" action={<Link to={paths.recentOrders.getHref()}>Go to the first page</Link>} />
      ) : (
        <ul className="recent-orders__list" aria-label="Orders">
          {orders.map((order) => (
            <li key={order._id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} onPageChange={goTo} label="Order pages" />
    </div>
  );
}

function OrderCard({ order }: { order: Order }) {
  const names = order.items.map((item) => item.product.name).join(', ');
  return (
    <Link to={paths.order.getHref(order._id)} className="card card--padded card--interactive order-card">
      <div className="order-card__head">
        <span className="order-card__id">Order #{order.id}</span>
        <StatusBadge status={order.deliveryStatus} />
      </div>
      <p className="order-card__items">
        <span className="order-card__count">{itemCountLabel(order)}</span>
        <span className="order-card__names">{names}</span>
      </p>
      {awaitingRelease(order) && order.scheduledFor ? (
        <p className="order-card__scheduled">
          <ClockIcon size={16} aria-hidden="true" />
          {scheduledForLabel(new Date(order.scheduledFor), new Date())}
        </p>
      ) : null}
      <div className="order-card__foot">
        <time className="muted" dateTime={order.createdAt}>
          {formatOrderDate(order.createdAt)}
        </time>
        <Money rupees={order.totalAmount} className="order-card__total" />
      </div>
    </Link>
  );
}
