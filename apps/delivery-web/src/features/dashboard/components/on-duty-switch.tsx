import { errorMessage, useSetAvailability } from '@nukkad/api-client';
import { OFF_DUTY_MESSAGE } from '@nukkad/contracts/light';
import { Skeleton, cx, useToast } from '@nukkad/ui';
import { useId } from 'react';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import '../dashboard.css';

const SWITCH_FAILED = 'Could not change your duty status. Please try again.';

/** The on-duty switch: only a partner on duty can accept orders (and counts as available for the admin). */
export function OnDutySwitch() {
  const partner = useDeliveryPartner();
  const availability = useSetAvailability();
  const toast = useToast();
  const hintId = useId();

  if (!partner.data) {
    // The dashboard header reports a failed load; here only its place is kept.
    return <Skeleton height={88} className="skeleton--block" />;
  }

  const onDuty = partner.data.deliveryBoy.isAvailable;
  const toggle = () => {
    if (availability.isPending) return;
    availability.mutate(!onDuty, { onError: (error) => toast.error(errorMessage(error, SWITCH_FAILED)) });
  };

  return (
    <section className={cx('duty-card', onDuty ? 'duty-card--on' : 'duty-card--off')} aria-label="Duty status">
      <button
        type="button"
        role="switch"
        aria-checked={onDuty}
        aria-describedby={hintId}
        aria-busy={availability.isPending || undefined}
        className="duty-switch"
        onClick={toggle}
      >
        <span className="duty-switch__label">On duty</span>
        <span className="duty-switch__track" aria-hidden="true">
          <span className="duty-switch__thumb" />
        </span>
      </button>
      <p id={hintId} className="duty-card__hint" aria-live="polite">
        {onDuty ? (
          <>
            <strong>On duty.</strong> You can accept orders.
          </>
        ) : (
          <>
            <strong>Off duty.</strong> {OFF_DUTY_MESSAGE}
          </>
        )}
      </p>
    </section>
  );
}
