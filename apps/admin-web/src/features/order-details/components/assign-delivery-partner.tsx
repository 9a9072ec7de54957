import { errorMessage, useAllDeliveryBoys, useAssignDeliveryBoy } from '@nukkad/api-client';
import { PARTNER_ASSIGNED_MESSAGE, type AdminOrder, SELECT_DELIVERY_BOY_MESSAGE } from '@nukkad/contracts';
import { Button, useToast, plural } from '@nukkad/ui';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const ASSIGN_FAILED = 'Failed to assign the delivery boy. Please try again.';

const orders = (count: number) => plural(count, 'active order');

/** The assign dropdown: every partner with duty and load; Assign needs a choice (spec §5). */
export function AssignDeliveryPartner({ order }: { order: AdminOrder }) {
  const deliveryBoys = useAllDeliveryBoys();
  const assign = useAssignDeliveryBoy();
  const toast = useToast();
  const [choice, setChoice] = useState('');
  const selectId = useId();
  const current = order.deliveryBoy?._id;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (assign.isPending) return;
    if (!choice) {
      toast.error(SELECT_DELIVERY_BOY_MESSAGE);
      return;
    }
    try {
      await assign.mutateAsync({ orderId: order._id, deliveryBoyId: choice });
      toast.success(PARTNER_ASSIGNED_MESSAGE);
      setChoice('');
    } catch (error) {
      toast.error(errorMessage(error, ASSIGN_FAILED));
    }
  };

  return (
    <form className="assign-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <div className="field">
        <label className="field__label" htmlFor={selectId}>
          {current ? 'Reassign to' : 'Delivery boy'}
        </label>
        <select
          id={selectId}
          className="field__input field__select"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
          disabled={!deliveryBoys.data}
        >
          <option value="">{deliveryBoys.isPending ? 'Loading delivery boys…' : 'Select a delivery boy'}</option>
          {deliveryBoys.data?.deliveryBoys.map((boy) => (
            <option key={boy._id} value={boy._id}>
              {`${boy.name} — ${boy.isAvailable ? 'On duty' : 'Off duty'}, ${orders(boy.activeOrders)}${boy._id === current ? ' (assigned)' : ''}`}
            </option>
          ))}
        </select>
      </div>
      {deliveryBoys.isError ? (
        <div className="inline-error" role="alert">
          <p>Failed to load delivery boys.</p>
          <Button variant="secondary" size="sm" onClick={() => void deliveryBoys.refetch()}>
            Retry
          </Button>
        </div>
      ) : null}
      <Button type="submit" busy={assign.isPending}>
        Assign
      </Button>
      <Link to={paths.app.partnersMap.getHref()} className="assign-form__map-link">
        See where the partners on duty are
      </Link>
    </form>
  );
}
