import { errorMessage, useConfirmPickup } from '@nukkad/api-client';
import { PICKED_UP_MESSAGE, type DeliveryItem } from '@nukkad/contracts';
import { Button, Card, ItemThumb, StatusBadge, StoreIcon, cx, useToast } from '@nukkad/ui';
import { useRef } from 'react';
import { canPickUp, groupByShop } from '../utils/trip';

const PICKUP_FAILED = 'Failed to confirm pickup. Please try again.';

function PickupItem({ orderId, item }: { orderId: string; item: DeliveryItem }) {
  const pickup = useConfirmPickup(orderId);
  const toast = useToast();
  const sending = useRef(false);
  const cancelled = item.status === 'Cancelled';

  const onPickUp = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await pickup.mutateAsync(item.product._id);
      toast.success(PICKED_UP_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error, PICKUP_FAILED));
    } finally {
      sending.current = false;
    }
  };

  return (
    <li className={cx('pickup-item', cancelled && 'pickup-item--cancelled')}>
      <div className="pickup-item__row">
        <ItemThumb src={item.product.image} />
        <span className="pickup-item__text">
          <span className="pickup-item__name">{cancelled ? <s>{item.product.name}</s> : item.product.name}</span>
          <span className="pickup-item__qty">Qty {item.quantity}</span>
        </span>
        <StatusBadge status={item.status} />
      </div>
      {canPickUp(item) ? (
        <Button
          variant="secondary"
          block
          className="pickup-item__button"
          onClick={() => void onPickUp()}
          busy={pickup.isPending}
          aria-label={`Confirm pickup: ${item.product.name}`}
        >
          Confirm pickup
        </Button>
      ) : null}
    </li>
  );
}

/** The order's items by shop, each with its pickup button while it waits at the shop. */
export function PickupList({ orderId, items }: { orderId: string; items: readonly DeliveryItem[] }) {
  const groups = groupByShop(items);
  return (
    <section aria-labelledby="pickup-title" className="stack">
      <h2 id="pickup-title" className="section-title trip__title">
        Pick up
      </h2>
      {groups.map((group) => {
        const titleId = `shop-${group.shop._id}`;
        const waiting = group.items.filter(canPickUp).length;
        const allCancelled = group.items.every((item) => item.status === 'Cancelled');
        const left = waiting > 0 ? `${waiting} to pick up` : allCancelled ? 'Cancelled' : 'All picked up';
        return (
          <Card as="section" key={group.shop._id} aria-labelledby={titleId} className="pickup-shop">
            <header className="pickup-shop__head">
              <StoreIcon size={22} />
              <div>
                <h3 id={titleId} className="pickup-shop__name">
                  {group.shop.name}
                </h3>
                <p className="pickup-shop__seller">Seller: {group.seller.username}</p>
              </div>
              <span className={cx('pickup-shop__left', waiting === 0 && 'pickup-shop__left--done')}>{left}</span>
            </header>
            <ul className="pickup-shop__items" aria-label={`Items from ${group.shop.name}`}>
              {group.items.map((item) => (
                <PickupItem key={item._id} orderId={orderId} item={item} />
              ))}
            </ul>
          </Card>
        );
      })}
    </section>
  );
}
