import { ApiError, errorMessage, useConfirmDelivery, useDeliveryOrder } from '@nukkad/api-client';
import { DELIVERED_MESSAGE, isFinalStatus, PICK_UP_FIRST_MESSAGE, type DeliveryOrder, ORDER_NOT_FOUND_HEADING, ORDER_WAS_CANCELLED_MESSAGE } from '@nukkad/contracts';
import { BackLink, Button, Card, ClipboardIcon, cx, discountRows, EmptyState, ErrorState, Money, OrderAddress, OrderBill, PageHeader, PhoneIcon, PinIcon, Skeleton, StatusBadge, useConfirm, useToast } from '@nukkad/ui';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import { cashLabel } from '../../../utils/cash-label';
import { formatDateTime } from '../../../utils/format-date';
import { canPickUp, directionsUrl, isOrderId, phoneHref, readyToDeliver } from '../utils/trip';
import { DropMap } from './drop-map';
import { PickupList } from './pickup-list';
import '../order-details.css';

/** Spec §4: the question before an order is marked Delivered. */
export const DELIVERY_QUESTION = 'Are you sure you want to mark this order as delivered? This action cannot be undone.';
const DELIVERY_FAILED = 'Failed to mark the order as delivered. Please try again.';

const backToOrders = <BackLink to={paths.delivery.orders.getHref()}>My orders</BackLink>;

/** An order id that names none of this partner's orders: a plain not-found page with the way back. */
function OrderNotFound() {
  return (
    <EmptyState
      headingLevel={1}
      icon={<ClipboardIcon size={32} />}
      title={ORDER_NOT_FOUND_HEADING}
      description="This order does not exist or is not assigned to you."
      action={
        <Link className="button button--secondary button--md" to={paths.delivery.orders.getHref()}>
          Back to my orders
        </Link>
      }
    />
  );
}

function OrderSkeleton() {
  return (
    <div className="trip" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading the order…
      </span>
      <Skeleton width="min(240px, 60%)" height={32} />
      <Skeleton height={96} className="skeleton--block" />
      <Skeleton height={160} className="skeleton--block" />
      <Skeleton height={220} className="skeleton--block" />
    </div>
  );
}

/** `/delivery/order/{orderId}`: everything one trip needs, from the pickups to the handover. */
export function DeliveryOrderDetails({ orderId }: { orderId: string | undefined }) {
  if (!isOrderId(orderId)) return <OrderNotFound />;
  return <LoadedOrder orderId={orderId} />;
}

function LoadedOrder({ orderId }: { orderId: string }) {
  const query = useDeliveryOrder(orderId);
  if (query.isPending) return <OrderSkeleton />;
  if (query.isError) {
    if (query.error instanceof ApiError && [400, 403, 404].includes(query.error.status)) return <OrderNotFound />;
    return (
      <>
        <PageHeader leading={backToOrders} title="Order details" />
        <ErrorState message="Failed to load the order. Please try again." onRetry={() => void query.refetch()} />
      </>
    );
  }
  return <Trip order={query.data.order} />;
}

function CashCard({ order }: { order: DeliveryOrder }) {
  const delivered = order.deliveryStatus === 'Delivered';
  if (order.paymentMethod !== 'COD') {
    return (
      <Card as="section" className="cash-card cash-card--online" aria-label="Payment">
        <p className="cash-card__label">{cashLabel(order)}</p>
        <p className="cash-card__note">Nothing to collect at the door.</p>
      </Card>
    );
  }
  return (
    <Card as="section" className={cx('cash-card', delivered && 'cash-card--done')} aria-label="Payment">
      <p className="cash-card__label">{cashLabel(order)}</p>
      <p className="cash-card__amount">
        <Money rupees={order.cashToCollect} />
      </p>
      <p className="cash-card__note">Cash on delivery · {order.paymentStatus}</p>
    </Card>
  );
}

function DropPoint({ order }: { order: DeliveryOrder }) {
  const address = order.shippingAddress;
  return (
    <Card as="section" aria-labelledby="drop-title" className="drop-card">
      <h2 id="drop-title" className="section-title trip__title">
        Deliver to
      </h2>
      <OrderAddress address={address} className="drop-card__address" />
      <div className="drop-card__actions">
        <a className="button button--primary button--lg" href={phoneHref(order.customer.phone)} aria-label={`Call ${order.customer.name}`}>
          <PhoneIcon size={20} />
          Call
        </a>
        <a
          className="button button--secondary button--lg"
          href={directionsUrl(address.lat, address.long)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Directions (opens your maps app)"
        >
          <PinIcon size={20} />
          Directions
        </a>
      </div>
      <p className="drop-card__phone">
        Customer: {order.customer.name} · <span className="drop-card__digits">{order.customer.phone}</span>
      </p>
      <DropMap lat={address.lat} long={address.long} />
    </Card>
  );
}

function Bill({ order }: { order: DeliveryOrder }) {
  return (
    <Card as="section" aria-labelledby="bill-title">
      <h2 id="bill-title" className="section-title trip__title">
        Bill
      </h2>
      <OrderBill
        rows={[
          { id: 'amount', label: 'Items', rupees: order.amount },
          ...discountRows(order),
          { id: 'deliveryCharge', label: 'Delivery charge', rupees: order.deliveryCharge },
          { id: 'convenienceFees', label: 'Convenience fees', rupees: order.convenienceFees },
        ]}
        tip={order.tip}
        total={{ id: 'totalAmount', label: 'Total', rupees: order.totalAmount }}
      />
    </Card>
  );
}

function MarkDelivered({ order }: { order: DeliveryOrder }) {
  const partner = useDeliveryPartner();
  const delivery = useConfirmDelivery(order._id, partner.data?.deliveryBoy._id ?? '');
  const confirm = useConfirm();
  const toast = useToast();
  const hintId = useId();
  // Guards the time between a tap and the button turning busy, and the question in between.
  const sending = useRef(false);
  const ready = readyToDeliver(order.items);

  const onDeliver = async () => {
    if (!ready || sending.current) return;
    sending.current = true;
    try {
      const go = await confirm({ title: 'Mark as delivered?', message: DELIVERY_QUESTION, confirmLabel: 'Yes, delivered', cancelLabel: 'Not yet' });
      if (!go) return;
      await delivery.mutateAsync();
      toast.success(DELIVERED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error, DELIVERY_FAILED));
    } finally {
      sending.current = false;
    }
  };

  return (
    <div className={cx('trip-action', ready && 'trip-action--ready')}>
      {ready ? (
        order.paymentMethod === 'COD' ? (
          <p id={hintId} className="trip-action__hint">
            Collect <Money rupees={order.cashToCollect} /> before you hand it over.
          </p>
        ) : null
      ) : (
        <p id={hintId} className="trip-action__hint">
          {PICK_UP_FIRST_MESSAGE}
        </p>
      )}
      <Button
        size="lg"
        block
        disabled={!ready}
        busy={delivery.isPending}
        onClick={() => void onDeliver()}
        aria-describedby={ready && order.paymentMethod !== 'COD' ? undefined : hintId}
      >
        Mark as Delivered
      </Button>
    </div>
  );
}

function Trip({ order }: { order: DeliveryOrder }) {
  const finished = isFinalStatus(order.deliveryStatus);
  const pickupsLeft = order.items.some(canPickUp);
  return (
    <div className="trip">
      <PageHeader
        leading={backToOrders}
        title={`Order #${order.id}`}
        subtitle={<time dateTime={order.createdAt}>Placed {formatDateTime(order.createdAt)}</time>}
        actions={<StatusBadge status={order.deliveryStatus} className="trip__status" />}
      />
      {order.deliveryStatus === 'Delivered' ? (
        <p className="trip-banner trip-banner--done" role="status">
          <strong>Delivered</strong>
          {order.deliveredAt ? (
            <>
              {' '}
              on <time dateTime={order.deliveredAt}>{formatDateTime(order.deliveredAt)}</time>
            </>
          ) : null}
          . Thank you!
        </p>
      ) : order.deliveryStatus === 'Cancelled' ? (
        <p className="trip-banner trip-banner--cancelled" role="status">
          <strong>{ORDER_WAS_CANCELLED_MESSAGE}</strong> There is nothing to pick up or deliver.
        </p>
      ) : null}
      <CashCard order={order} />
      {/* The next stop first: the shops while something waits there, then the customer. */}
      {pickupsLeft ? (
        <>
          <PickupList orderId={order._id} items={order.items} />
          <DropPoint order={order} />
        </>
      ) : (
        <>
          <DropPoint order={order} />
          <PickupList orderId={order._id} items={order.items} />
        </>
      )}
      <Bill order={order} />
      {finished ? null : <MarkDelivered order={order} />}
    </div>
  );
}
