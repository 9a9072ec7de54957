import { errorMessage, useScheduleSlots } from '@nukkad/api-client';
import type { CartKey } from '@nukkad/contracts';
import { clockLabel, NO_SLOTS_MESSAGE } from '@nukkad/contracts/light';
import { Button, ErrorState, Modal, Spinner } from '@nukkad/ui';
import { useState } from 'react';

const KOLKATA_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** The slots grouped by their Kolkata day, today's first: ['Today', […]], ['Tomorrow', […]]. */
function byDay(slots: readonly string[], now: Date): [string, string[]][] {
  const today = KOLKATA_DAY.format(now);
  const groups = new Map<string, string[]>();
  for (const slot of slots) {
    const label = KOLKATA_DAY.format(new Date(slot)) === today ? 'Today' : 'Tomorrow';
    groups.set(label, [...(groups.get(label) ?? []), slot]);
  }
  return [...groups];
}

export type SchedulePickerProps = {
  cartKey: CartKey;
  title: string;
  onClose: () => void;
  /** The chosen slot's start, ISO. */
  onPick: (scheduledFor: string) => void;
};

/**
 * 'Schedule for later': the cart's 30-minute slots, today and tomorrow, within the hours of every shop in it (the
 * server's list); one is chosen, then the checkout goes on for that time.
 */
export function SchedulePicker({ cartKey, title, onClose, onPick }: SchedulePickerProps) {
  const slots = useScheduleSlots(cartKey, true);
  const [chosen, setChosen] = useState<string | null>(null);

  let body;
  if (slots.isPending) body = <Spinner label="Finding times…" />;
  else if (slots.isError) body = <ErrorState message={errorMessage(slots.error, 'Could not load the times. Please try again.')} onRetry={() => void slots.refetch()} />;
  else if (slots.data.slots.length === 0) body = <p className="schedule-picker__empty">{NO_SLOTS_MESSAGE}</p>;
  else {
    body = byDay(slots.data.slots, new Date()).map(([day, list]) => (
      <fieldset key={day} className="schedule-picker__day">
        <legend>{day}</legend>
        <div className="schedule-picker__slots">
          {list.map((slot) => (
            <label key={slot} className="schedule-picker__slot">
              <input type="radio" name={`slot-${cartKey}`} value={slot} checked={chosen === slot} onChange={() => setChosen(slot)} />
              <span>{clockLabel(new Date(slot))}</span>
            </label>
          ))}
        </div>
      </fieldset>
    ));
  }

  return (
    <Modal
      title={`Schedule your ${title.toLowerCase()}`}
      onClose={onClose}
      className="schedule-picker"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={chosen === null} onClick={() => chosen && onPick(chosen)}>
            Continue to checkout
          </Button>
        </>
      }
    >
      <p className="schedule-picker__intro">Pick a 30-minute slot. The shop starts on your order shortly before it; you can cancel until then.</p>
      {body}
    </Modal>
  );
}
