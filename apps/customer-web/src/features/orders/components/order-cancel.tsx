import { ApiError, errorMessage, useCancelOwnOrder } from '@nukkad/api-client';
import { customerMayCancel, isFinalStatus, SHOP_ALREADY_STARTED_MESSAGE, type Order } from '@nukkad/contracts';
import { Button, Card, useConfirm, useToast } from '@nukkad/ui';
import { useRef, useState } from 'react';

export const CANCEL_TEXTS = {
  title: 'Cancel order',
  hint: 'Changed your mind? You can cancel until the shop starts preparing your order.',
  question: (displayId: string) => `Cancel order #${displayId}?`,
  onlineNote: 'What you paid online will be refunded to you in full.',
  codNote: 'Nothing has been charged for this order.',
  confirm: 'Yes, cancel order',
  keep: 'No, keep it',
  failed: 'We could not cancel the order. Please check your connection and try again.',
  cannotTitle: 'Why can’t I cancel?',
} as const;

/**
 * The order page's cancel: while no item has left Processing, a button and a confirmation; once a shop has started,
 * the plain reason instead. A refusal from the server (the shop started meanwhile) is shown the same way.
 */
export function OrderCancel({ order }: { order: Order }) {
  const cancel = useCancelOwnOrder();
  const confirm = useConfirm();
  const toast = useToast();
  const asking = useRef(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (isFinalStatus(order.deliveryStatus)) return null;
  const mayCancel = refusal === null && customerMayCancel(order.items.map((item) => item.status));

  const onCancel = async () => {
    if (asking.current) return;
    asking.current = true;
    try {
      const go = await confirm({
        title: CANCEL_TEXTS.question(order.id),
        message: (
          <>
            <p>All items of this order will be cancelled and the shops told not to prepare them.</p>
            <p>{order.paymentMethod === 'Online' && order.paymentStatus === 'Paid' ? CANCEL_TEXTS.onlineNote : CANCEL_TEXTS.codNote}</p>
          </>
        ),
        confirmLabel: CANCEL_TEXTS.confirm,
        cancelLabel: CANCEL_TEXTS.keep,
        tone: 'danger',
      });
      if (!go) return;
      const reply = await cancel.mutateAsync(order._id);
      toast.success(reply.message);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setRefusal(errorMessage(error, SHOP_ALREADY_STARTED_MESSAGE));
      else toast.error(errorMessage(error, CANCEL_TEXTS.failed));
    } finally {
      asking.current = false;
    }
  };

  return (
    <Card as="section" aria-labelledby="order-cancel-title" className="order-cancel">
      <h2 id="order-cancel-title" className="order-section__title">
        {mayCancel ? CANCEL_TEXTS.title : CANCEL_TEXTS.cannotTitle}
      </h2>
      {mayCancel ? (
        <>
          <p className="order-cancel__hint">{CANCEL_TEXTS.hint}</p>
          <Button variant="danger" busy={cancel.isPending} onClick={() => void onCancel()}>
            Cancel order
          </Button>
        </>
      ) : (
        <p className="order-cancel__reason" role="status" data-testid="cannot-cancel">
          {refusal ?? SHOP_ALREADY_STARTED_MESSAGE}
        </p>
      )}
    </Card>
  );
}
