import { usePayWithTestProvider } from '@nukkad/api-client';
import { Button, Modal, Money } from '@nukkad/ui';
import type { TestPaymentRequest } from '../hooks/use-place-order';

/** The local test provider's payment window: the amount, Pay and Fail, answered as the real provider's window would. */
export function TestPaymentSheet({ request }: { request: TestPaymentRequest }) {
  const pay = usePayWithTestProvider();
  const { payment, settle } = request;

  const answer = (outcome: 'paid' | 'failed') =>
    pay.mutate(
      { orderId: payment.order.id, outcome },
      {
        onSuccess: (reply) => settle(outcome === 'paid' && reply.proof ? { outcome: 'paid', proof: reply.proof } : { outcome: 'failed' }),
        // The provider did not take the payment: the same as a declined one.
        onError: () => settle({ outcome: 'failed' }),
      },
    );

  return (
    <Modal
      title="Test payment"
      onClose={() => (pay.isPending ? undefined : settle({ outcome: 'closed' }))}
      closeOnBackdrop={false}
      size="sm"
      className="test-payment"
      footer={
        <>
          <Button variant="secondary" onClick={() => answer('failed')} disabled={pay.isPending}>
            Fail
          </Button>
          <Button onClick={() => answer('paid')} busy={pay.isPending && pay.variables.outcome === 'paid'} disabled={pay.isPending}>
            Pay
          </Button>
        </>
      }
    >
      <p className="test-payment__label">Amount to pay</p>
      <p className="test-payment__amount">
        <Money rupees={payment.order.amount} />
      </p>
      <p className="test-payment__note">A test payment: no money moves. Pay completes it, Fail declines it.</p>
    </Modal>
  );
}
