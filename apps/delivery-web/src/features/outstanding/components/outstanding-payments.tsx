import { OUTSTANDING_PAYMENT_STATUSES, type OutstandingPayment, noOutstandingPaymentsText } from '@nukkad/contracts';
import { useOutstandingPayments } from '@nukkad/api-client';
import { EmptyState, ErrorState, Money, OutstandingIcon, SkeletonList, Tabs, cx } from '@nukkad/ui';
import { Link, useSearchParams } from 'react-router';
import { paths, type OutstandingFilter } from '../../../config/paths';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import { formatDateTime } from '../../../utils/format-date';
import '../outstanding.css';

const FILTERS: readonly OutstandingFilter[] = ['all', ...OUTSTANDING_PAYMENT_STATUSES];
const LABELS: Record<OutstandingFilter, string> = { all: 'All', unsettled: 'Unsettled', settled: 'Settled' };
const PANEL_ID = 'outstanding-panel';

/** The filter in the URL (?filter=unsettled); anything unknown is all. */
export function filterFromSearch(value: string | null): OutstandingFilter {
  return (FILTERS as readonly string[]).includes(value ?? '') ? (value as OutstandingFilter) : 'all';
}


function PaymentRow({ payment }: { payment: OutstandingPayment }) {
  const settled = payment.status === 'settled';
  return (
    <li className="entry outstanding-entry">
      <span className="entry__text">
        <Link to={paths.delivery.order.getHref(payment.orderId._id)} className="entry__title">
          Order #{payment.orderId.id}
        </Link>
        <span className="entry__time">
          Collected <time dateTime={payment.collectedAt}>{formatDateTime(payment.collectedAt)}</time>
        </span>
        <span className="entry__time">
          {payment.settledAt ? (
            <>
              Settled <time dateTime={payment.settledAt}>{formatDateTime(payment.settledAt)}</time>
            </>
          ) : (
            'Not settled yet'
          )}
        </span>
      </span>
      <span className="outstanding-entry__end">
        <Money rupees={payment.amount} className="entry__amount" />
        <span className={cx('status-badge', settled ? 'status-badge--paid' : 'status-badge--unpaid')}>{settled ? 'Settled' : 'Unsettled'}</span>
      </span>
    </li>
  );
}

/** The cash the partner collected on delivery: what is still owed, and each payment with its settlement, by filter. */
export function OutstandingPayments() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearch(searchParams.get('filter'));
  const partner = useDeliveryPartner();
  const query = useOutstandingPayments(partner.data?.deliveryBoy._id);

  const choose = (next: string) => {
    const params = new URLSearchParams();
    if (next !== 'all') params.set('filter', next);
    setSearchParams(params);
  };

  if (partner.isError || query.isError) {
    return (
      <ErrorState
        message="Failed to load your outstanding payments. Please try again."
        onRetry={() => void (partner.isError ? partner.refetch() : query.refetch())}
      />
    );
  }

  const payments = query.data ? query.data.outstandingPayments.filter((payment) => filter === 'all' || payment.status === filter) : [];
  return (
    <div className="stack">
      {query.data ? (
        <div className={cx('money-total', query.data.outstandingAmount > 0 && 'money-total--owed')}>
          <span>
            <span className="money-total__label">Outstanding amount</span>
            <span className="money-total__note">Cash collected and not yet handed over</span>
          </span>
          <Money rupees={query.data.outstandingAmount} className="money-total__value" />
        </div>
      ) : null}
      <Tabs
        items={FILTERS.map((id) => ({ id, label: LABELS[id], panelId: PANEL_ID }))}
        value={filter}
        onChange={choose}
        label="Payment status"
        idPrefix="outstanding"
        className="outstanding__tabs"
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={`outstanding-tab-${filter}`}>
        {!query.data ? (
          <SkeletonList count={4} variant="row" label="Loading your outstanding payments…" />
        ) : payments.length === 0 ? (
          <EmptyState icon={<OutstandingIcon size={32} />} title={noOutstandingPaymentsText(filter)} />
        ) : (
          <ul className="entry-list" aria-label="Outstanding payments">
            {payments.map((payment) => (
              <PaymentRow key={payment._id} payment={payment} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
