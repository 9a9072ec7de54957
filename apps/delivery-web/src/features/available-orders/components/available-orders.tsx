import { useAvailableOrders } from '@nukkad/api-client';
import { OFF_DUTY_MESSAGE, OFF_DUTY_NOW_MESSAGE } from '@nukkad/contracts/light';
import { Button, PagedOrderList, ScooterIcon, SkeletonList, pluralWord } from '@nukkad/ui';
import { useId } from 'react';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import { AvailableOrderCard } from './available-order-card';
import '../available-orders.css';

/** Orders waiting for a partner, each of which an on-duty partner can accept. */
export function AvailableOrders() {
  const partner = useDeliveryPartner();
  const query = useAvailableOrders();
  const offDutyId = useId();
  const me = partner.data?.deliveryBoy;
  const onDuty = me?.isAvailable === true;
  const offDuty = me?.isAvailable === false;
  const count = query.data?.orders.length ?? 0;

  return (
    <section aria-labelledby="available-heading" className="available-orders">
      <div className="available-orders__head">
        <div className="available-orders__title">
          <h2 id="available-heading" className="section-title">
            Available orders
          </h2>
          {count > 0 ? (
            <span className="available-orders__count" role="status">
              {count}
              <span className="visually-hidden">{` ${pluralWord(count, 'order')} waiting`}</span>
            </span>
          ) : null}
        </div>
        {query.data ? (
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
            Refresh
          </Button>
        ) : null}
      </div>
      {offDuty ? (
        <p id={offDutyId} className="available-orders__off-duty">
          <strong>{OFF_DUTY_NOW_MESSAGE}</strong> {OFF_DUTY_MESSAGE}
        </p>
      ) : null}
      <PagedOrderList
        orders={query.data?.orders}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        errorMessage="Failed to load available orders. Please try again."
        placeholder={<SkeletonList count={2} variant="row" label="Loading available orders…" />}
        empty={{
          headingLevel: 3,
          icon: <ScooterIcon size={32} />,
          title: 'No available orders right now.',
          description: 'New orders will appear here when they are ready to be picked up.',
        }}
        emptyClassName="card"
        renderOrder={(order) => <AvailableOrderCard order={order} partnerId={me?._id} canAccept={onDuty} disabledReasonId={offDuty ? offDutyId : undefined} />}
        orderKey={(order) => order._id}
        listLabel="Available orders"
      />
    </section>
  );
}
