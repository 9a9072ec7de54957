import { errorMessage, useAcceptOrder } from '@nukkad/api-client';
import { ORDER_ACCEPTED_MESSAGE, type AvailableOrder } from '@nukkad/contracts';
import { paiseToRupees, partnerCommissionPaise, rupeesToPaise } from '@nukkad/pricing';
import { Button, Card, Money, OrderCardHead, OrderFacts, PinIcon, StoreIcon, useToast, plural } from '@nukkad/ui';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../utils/format-date';

const ACCEPT_FAILED = 'Failed to accept order';

export interface AvailableOrderCardProps {
  order: AvailableOrder;
  /** The signed-in partner's id; unknown while it loads. */
  partnerId: string | undefined;
  /** Off duty (or not known yet): Accept is shown but closed, and says why through `disabledReasonId`. */
  canAccept: boolean;
  disabledReasonId?: string;
}

/** The partner's commission for an order (spec §9), counted in paise. */
const commissionOf = (order: AvailableOrder) =>
  paiseToRupees(partnerCommissionPaise({ deliveryChargePaise: rupeesToPaise(order.deliveryCharge), convenienceFeesPaise: rupeesToPaise(order.convenienceFees) }));

const itemCount = (order: AvailableOrder) =>
  order.items.filter((item) => item.status !== 'Cancelled').reduce((sum, item) => sum + item.quantity, 0);

/** One order waiting for a partner: where from, where to, what it pays, and Accept. */
export function AvailableOrderCard({ order, partnerId, canAccept, disabledReasonId }: AvailableOrderCardProps) {
  const accept = useAcceptOrder(partnerId ?? '');
  const toast = useToast();
  const navigate = useNavigate();
  // A second tap before the button turns busy must not send a second accept.
  const sending = useRef(false);
  const titleId = `available-${order._id}-title`;
  const count = itemCount(order);
  const address = order.shippingAddress;

  const onAccept = async () => {
    if (!partnerId || sending.current) return;
    sending.current = true;
    try {
      await accept.mutateAsync(order._id);
      toast.success(ORDER_ACCEPTED_MESSAGE);
      navigate(paths.delivery.order.getHref(order._id));
    } catch (error) {
      toast.error(errorMessage(error, ACCEPT_FAILED));
    } finally {
      sending.current = false;
    }
  };

  return (
    <Card as="article" className="stack" aria-labelledby={titleId}>
      <OrderCardHead
        orderId={order.id}
        titleId={titleId}
        headingLevel={3}
        className="available-order__head"
        meta={
          <p className="available-order__meta">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            {' · '}
            {plural(count, 'item')}
          </p>
        }
        aside={
          <span className="available-order__distance">
            {order.distanceKm.toFixed(1)} km
            <span className="visually-hidden"> away</span>
          </span>
        }
      />
      <dl className="available-order__route">
        <div>
          <dt>
            <StoreIcon size={18} />
            Pick up from
          </dt>
          <dd>
            <span className="available-order__strong">{order.shopNames.join(', ')}</span>
            <span className="available-order__sub">Sellers: {order.sellerUsernames.join(', ')}</span>
          </dd>
        </div>
        <div>
          <dt>
            <PinIcon size={18} />
            Deliver to
          </dt>
          <dd>
            <address className="available-order__address">
              <span className="available-order__strong">{address.area}</span>
              <span>{address.addressLine}</span>
              {address.landMark ? <span className="available-order__sub">Landmark: {address.landMark}</span> : null}
            </address>
          </dd>
        </div>
      </dl>

      <OrderFacts
        layout="grid"
        className="available-order__money"
        facts={[
          { label: 'Delivery charge', value: <Money rupees={order.deliveryCharge} /> },
          { label: 'Convenience fees', value: <Money rupees={order.convenienceFees} /> },
          { label: 'You earn', value: <Money rupees={commissionOf(order)} />, valueClassName: 'available-order__earn' },
        ]}
      />
      <p className="available-order__payment">
        {order.paymentMethod === 'COD' ? (
          <>
            Cash on delivery: collect <Money rupees={order.totalAmount} />
          </>
        ) : (
          'Paid online: nothing to collect'
        )}
      </p>

      <Button
        size="lg"
        block
        onClick={() => void onAccept()}
        busy={accept.isPending}
        disabled={!canAccept || !partnerId}
        aria-describedby={canAccept ? undefined : disabledReasonId}
        aria-label={`Accept order ${order.id}`}
      >
        Accept
      </Button>
    </Card>
  );
}
