import { useClearOutstanding } from '@nukkad/api-client';
import { OUTSTANDING_CLEARED_MESSAGE } from '@nukkad/contracts/light';
import { Button, useConfirm, useToast } from '@nukkad/ui';
import { useRef } from 'react';

export const CLEAR_QUESTION = 'Are you sure you want to reset outstanding amount to 0?';
export const CLEAR_FAILED = 'Failed to clear outstanding amount';

export interface ClearOutstandingButtonProps {
  deliveryPartnerId: string;
  name: string;
  size?: 'sm' | 'md';
  /** The visible text: 'Clear' in a row that names the partner, longer on its own. */
  children?: string;
}

/** Clear: after the spec's confirmation the partner's amount goes to 0 and every unsettled payment is settled. */
export function ClearOutstandingButton({ deliveryPartnerId, name, size = 'md', children = 'Clear' }: ClearOutstandingButtonProps) {
  const clear = useClearOutstanding();
  const confirm = useConfirm();
  const toast = useToast();
  // Guards the time between a click and the button turning busy, and the question in between.
  const asking = useRef(false);

  const onClear = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const go = await confirm({ title: `Clear ${name}’s outstanding amount?`, message: CLEAR_QUESTION, confirmLabel: 'Yes, clear', cancelLabel: 'No, Go Back', tone: 'danger' });
      if (!go) return;
      await clear.mutateAsync(deliveryPartnerId);
      toast.success(OUTSTANDING_CLEARED_MESSAGE);
    } catch {
      toast.error(CLEAR_FAILED);
    } finally {
      asking.current = false;
    }
  };

  return (
    <Button variant="secondary" size={size} busy={clear.isPending} onClick={() => void onClear()} aria-label={`Clear outstanding amount of ${name}`}>
      {children}
    </Button>
  );
}
