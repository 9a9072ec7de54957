import { errorMessage, useConfirmOrder, useDelayedNavigate, useSellerOrder } from '@nukkad/api-client';
import { ORDER_CONFIRMED_MESSAGE, REDIRECT_AFTER_SUCCESS_MS, type SellerOrderReply } from '@nukkad/contracts';
import { slotLabel } from '@nukkad/contracts/light';
import {
  ArrowLeftIcon,
  Button,
  Card,
  ItemThumb,
  Money,
  PageHeader,
  StatusBadge,
  cx,
  exactTime,
  useConfirm,
  useToast,
} from '@nukkad/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { OrderNotFound, OrderPageState } from '../../../components/order-page-state';
import { paths } from '../../../config/paths';
import { isOrderId } from '../../../utils/is-order-id';
import { cancellationNotice, isConfirmable, totalValue } from '../utils/selection';
import '../order-confirmation.css';

const CONFIRM_FAILED = 'Error confirming order. Please try again.';

/** The confirmation screen (`/seller-confirm?orderId=…`): the seller picks which of their waiting items they will prepare. */
export function OrderConfirmation({ orderId }: { orderId: string | null }) {
  if (!isOrderId(orderId)) return <OrderNotFound />;
  return <LoadedConfirmation orderId={orderId} />;
}

function LoadedConfirmation({ orderId }: { orderId: string }) {
  const query = useSellerOrder(orderId);
  if (query.isPending || query.isError) return <OrderPageState query={query} />;
  return <ConfirmForm order={query.data} />;
}

function ConfirmForm({ order }: { order: SellerOrderReply }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const confirmDialog = useConfirm();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();
  const confirmation = useConfirmOrder(order.orderId);
  // Guards the time between a tap and the button turning busy, and the question in between.
  const submitting = useRef(false);
  const selectAllRef = useRef<HTMLInputElement>(null);
  const noticeId = useId();

  const confirmable = order.products.filter(isConfirmable);
  // After a reload some selected items may no longer wait; only those still Processing count.
  const chosen = confirmable.filter((product) => selected.has(product._id));
  const leftOut = confirmable.length - chosen.length;
  const allChosen = confirmable.length > 0 && leftOut === 0;
  const done = confirmation.isSuccess;

  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = chosen.length > 0 && !allChosen;
  }, [chosen.length, allChosen]);

  const toggle = (productId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(productId)) next.add(productId);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(confirmable.map((product) => product._id)));

  const submit = async () => {
    if (submitting.current || confirmation.isPending || done) return;
    submitting.current = true;
    try {
      if (leftOut > 0) {
        const go = await confirmDialog({
          title: chosen.length === 0 ? 'Cancel every item?' : 'Cancel the unselected items?',
          message: cancellationNotice(leftOut, order.paymentMethod),
          confirmLabel: 'Yes, confirm',
          cancelLabel: 'Go back',
          tone: 'danger',
        });
        if (!go) return;
      }
      await confirmation.mutateAsync(chosen.map((product) => product._id));
      toast.success(ORDER_CONFIRMED_MESSAGE);
      navigateLater(paths.seller.dashboard.getHref(), REDIRECT_AFTER_SUCCESS_MS);
    } catch (error) {
      toast.error(errorMessage(error, CONFIRM_FAILED));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <div className="confirm-order">
      <PageHeader
        leading={
          <Link to={paths.seller.orders.getHref()} className="confirm-order__back">
            <ArrowLeftIcon size={16} />
            My orders
          </Link>
        }
        title="Confirm order"
        subtitle={
          <>
            Order ID: <strong className="confirm-order__id">{order.id}</strong>
            {' · '}
            <time dateTime={order.createdAt}>{exactTime(order.createdAt)}</time>
            {order.scheduledFor ? (
              <>
                {' · '}
                <strong>
                  Ordered for <time dateTime={order.scheduledFor}>{slotLabel(new Date(order.scheduledFor), new Date())}</time>
                </strong>
              </>
            ) : null}
          </>
        }
      />
      <Card as="section" aria-labelledby="confirm-products-title" className="confirm-order__card">
        <div className="confirm-order__list-head">
          <h2 id="confirm-products-title" className="section-title">
            Your items
          </h2>
          {confirmable.length > 0 ? (
            <label className="confirm-order__select-all">
              <input
                ref={selectAllRef}
                type="checkbox"
                checked={allChosen}
                onChange={toggleAll}
                disabled={confirmation.isPending || done}
              />
              Select All
            </label>
          ) : null}
        </div>
        <ul className="confirm-order__products">
          {order.products.map((product) => {
            const canPick = isConfirmable(product);
            const picked = canPick && selected.has(product._id);
            const body = (
              <>
                <ItemThumb src={product.image} className="confirm-order__media" />
                <span className="confirm-order__text">
                  <span className="confirm-order__name">{product.productName}</span>
                  <span className="confirm-order__meta muted">
                    Qty {product.quantity} × <Money rupees={product.price} />
                  </span>
                  <StatusBadge status={product.status} className="confirm-order__status" />
                </span>
                <Money rupees={totalValue([product])} className="confirm-order__amount" />
              </>
            );
            return (
              <li key={product._id} className={cx('confirm-order__product', picked && 'confirm-order__product--picked')}>
                {canPick ? (
                  <label className="confirm-order__row">
                    <input
                      type="checkbox"
                      checked={picked}
                      onChange={() => toggle(product._id)}
                      disabled={confirmation.isPending || done}
                      aria-label={product.productName}
                    />
                    {body}
                  </label>
                ) : (
                  <div className="confirm-order__row confirm-order__row--fixed">
                    <span className="confirm-order__no-check" aria-hidden="true" />
                    {body}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {confirmable.length === 0 ? (
          <p className="confirm-order__nothing">
            {done ? 'Taking you to your dashboard…' : 'Nothing left to confirm: every item of yours in this order has been handled.'}
          </p>
        ) : null}
      </Card>
      <div className="confirm-order__bar">
        <p className="confirm-order__total">
          <span>
            Total value
            <span className="muted">
              {' '}
              ({chosen.length} of {confirmable.length} selected)
            </span>
          </span>
          <Money rupees={totalValue(chosen)} />
        </p>
        {leftOut > 0 && !done ? (
          <p id={noticeId} className="confirm-order__notice">
            Unselected: {cancellationNotice(leftOut, order.paymentMethod)}
          </p>
        ) : null}
        <Button
          size="lg"
          block
          busy={confirmation.isPending}
          disabled={confirmable.length === 0 || done}
          aria-describedby={leftOut > 0 && !done ? noticeId : undefined}
          onClick={() => void submit()}
        >
          Confirm Order
        </Button>
      </div>
    </div>
  );
}
