import { errorMessage, useCancelOrder } from '@nukkad/api-client';
import { ORDER_CANCELLED_MESSAGE } from '@nukkad/contracts/light';
import { Button, useConfirm, useToast } from '@nukkad/ui';
import { useRef } from 'react';

export const CANCEL_QUESTION = 'Are you sure you want to cancel this order?';
const CANCEL_FAILED = 'Failed to cancel the order. Please try again.';

/** Cancel Order, after the spec's confirmation (Yes, Cancel / No, Go Back); the server's words on a refusal. */
export function CancelOrderButton({ orderId, displayId }: { orderId: string; displayId: string }) {
  const cancel = useCancelOrder();
  const confirm = useConfirm();
  const toast = useToast();
  // Guards the time between a click and the button turning busy, and the question in between.
  const asking = useRef(false);

  const onCancel = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const go = await confirm({
        title: `Cancel order #${displayId}?`,
        message: CANCEL_QUESTION,
        confirmLabel: 'Yes, Cancel',
        cancelLabel: 'No, Go Back',
        tone: 'danger',
      });
      if (!go) return;
      await cancel.mutateAsync(orderId);
      toast.success(ORDER_CANCELLED_MESSAGE);
    } catch (error) {
      toast.error(errorMessage(error, CANCEL_FAILED));
    } finally {
      asking.current = false;
    }
  };

  return (
    <Button variant="danger" busy={cancel.isPending} onClick={() => void onCancel()}>
      Cancel Order
    </Button>
  );
}
