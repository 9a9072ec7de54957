import { ApiError, useAdminDeliveryBoy } from '@nukkad/api-client';
import {
  OUTSTANDING_PAYMENT_STATUSES,
  PAGE_SIZES,
  type AdminDeliveryBoyReply,
  type CommissionEntry,
  type OutstandingPayment,
  type OutstandingPaymentStatus,
  PARTNER_NOT_FOUND_MESSAGE,
  NO_COMMISSION_HISTORY_MESSAGE,
  noOutstandingPaymentsText,
} from '@nukkad/contracts';
import { sumRupees } from '@nukkad/pricing';
import { BikeIcon, Card, EmptyState, ErrorState, Money, PageHeader, Skeleton, Tabs, cx, exactTime } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuditHistory } from '../../../components/ui/audit-history';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateField } from '../../../components/ui/date-field';
import { Flag } from '../../../components/ui/flag';
import { paths } from '../../../config/paths';
import { useDateParam } from '../../../hooks/use-date-param';
import { dayLabel } from '../../../utils/dates';
import { oneOf } from '../../../utils/search-params';
import { ClearOutstandingButton } from './clear-outstanding-button';

type DeliveryPartner = AdminDeliveryBoyReply['deliveryBoy'];
type PaymentFilter = 'all' | OutstandingPaymentStatus;

const PAYMENT_FILTERS: readonly PaymentFilter[] = ['all', ...OUTSTANDING_PAYMENT_STATUSES];
const FILTER_LABELS: Record<PaymentFilter, string> = { all: 'All', unsettled: 'Unsettled', settled: 'Settled' };
const PAYMENTS_PANEL = 'partner-payments-panel';

const orderLink = (id: string) => (
  <Link to={paths.app.viewOrder.getHref(id)} className="row-link">
    #{id}
  </Link>
);

const PAYMENT_COLUMNS: Column<OutstandingPayment>[] = [
  { id: 'order', header: 'Order', primary: true, sortValue: (p) => p.orderId.id, cell: (p) => orderLink(p.orderId.id) },
  { id: 'amount', header: 'Amount', align: 'end', sortValue: (p) => p.amount, cell: (p) => <Money rupees={p.amount} /> },
  {
    id: 'status',
    header: 'Status',
    sortValue: (p) => p.status,
    cell: (p) => <span className={cx('status-badge', p.status === 'settled' ? 'status-badge--paid' : 'status-badge--unpaid')}>{FILTER_LABELS[p.status]}</span>,
  },
  { id: 'collected', header: 'Collected', sortValue: (p) => p.collectedAt, cell: (p) => <time dateTime={p.collectedAt}>{exactTime(p.collectedAt)}</time> },
  {
    id: 'settled',
    header: 'Settled',
    sortValue: (p) => p.settledAt ?? '',
    cell: (p) => (p.settledAt ? <time dateTime={p.settledAt}>{exactTime(p.settledAt)}</time> : <span className="muted">Not yet</span>),
  },
];

const COMMISSION_COLUMNS: Column<CommissionEntry>[] = [
  { id: 'order', header: 'Order', primary: true, sortValue: (c) => c.orderId, cell: (c) => orderLink(c.orderId) },
  { id: 'commission', header: 'Commission', align: 'end', sortValue: (c) => c.commission, cell: (c) => <Money rupees={c.commission} /> },
  { id: 'time', header: 'Time', sortValue: (c) => c.time, cell: (c) => <time dateTime={c.time}>{exactTime(c.time)}</time> },
];

function OutstandingPayments({ payments }: { payments: readonly OutstandingPayment[] }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = oneOf(PAYMENT_FILTERS, searchParams.get('payments'), 'all');
  const shown = filter === 'all' ? payments : payments.filter((p) => p.status === filter);

  const choose = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'all') params.delete('payments');
        else params.set('payments', next);
        return params;
      },
      { replace: true },
    );

  return (
    <Card as="section" aria-labelledby="partner-payments-heading" className="stack">
      <h2 id="partner-payments-heading" className="card-title">
        Outstanding payments
      </h2>
      <Tabs
        items={PAYMENT_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id], panelId: PAYMENTS_PANEL }))}
        value={filter}
        onChange={choose}
        label="Payment status"
        idPrefix="partner-payments"
      />
      <div id={PAYMENTS_PANEL} role="tabpanel" aria-labelledby={`partner-payments-tab-${filter}`}>
        {shown.length === 0 ? (
          <p className="muted">{noOutstandingPaymentsText(filter)}</p>
        ) : (
          <DataTable
            key={filter}
            label={`Outstanding payments: ${FILTER_LABELS[filter]}`}
            columns={PAYMENT_COLUMNS}
            rows={shown}
            rowKey={(p) => p._id}
            pageSize={PAGE_SIZES.adminPartnerHistory}
          />
        )}
      </div>
    </Card>
  );
}

function DailyCommission({ deliveryPartner, busy }: { deliveryPartner: DeliveryPartner; busy: boolean }) {
  const { date, today, setDate } = useDateParam();
  return (
    <Card as="section" aria-labelledby="partner-daily-heading" className="stack" aria-busy={busy || undefined}>
      <div className="section-head">
        <h2 id="partner-daily-heading" className="card-title">
          Daily commission
        </h2>
        <DateField label="Date" value={date} max={today} onChange={setDate} />
      </div>
      <p className="day-total" aria-live="polite">
        <span className="muted">{dayLabel(deliveryPartner.dailyCommission.date)}</span>{' '}
        {busy ? <Skeleton width={80} height={22} /> : <Money rupees={deliveryPartner.dailyCommission.amount} />}
      </p>
    </Card>
  );
}

function Facts({ deliveryPartner }: { deliveryPartner: DeliveryPartner }) {
  return (
    <Card as="section" aria-labelledby="partner-facts-heading">
      <h2 id="partner-facts-heading" className="visually-hidden">
        Delivery boy
      </h2>
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>{deliveryPartner.name}</dd>
        </div>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${deliveryPartner.phone}`}>{deliveryPartner.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Outstanding amount</dt>
          <dd className={cx('facts__figure', deliveryPartner.outstandingAmount > 0 && 'facts__figure--owed')}>
            <Money rupees={deliveryPartner.outstandingAmount} />
          </dd>
        </div>
        <div>
          <dt>Available</dt>
          <dd>
            <Flag on={deliveryPartner.isAvailable} onLabel="On duty" offLabel="Off duty" />
          </dd>
        </div>
      </dl>
    </Card>
  );
}

/** A delivery partner: their cash owed and its payments by status, commission (all and for one day) and the admins' actions. */
export function DeliveryPartnerDetails({ deliveryPartnerId, backLink }: { deliveryPartnerId: string; backLink: ReactNode }) {
  const { date } = useDateParam();
  const query = useAdminDeliveryBoy(deliveryPartnerId, date);

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="stack">
        <span className="visually-hidden">Loading the delivery boy…</span>
        <Skeleton width={240} height={32} />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <PageHeader title="Delivery boy" leading={backLink} />
        {missing ? (
          <EmptyState icon={<BikeIcon size={32} />} title={PARTNER_NOT_FOUND_MESSAGE} />
        ) : (
          <ErrorState message="Failed to load the delivery boy. Please try again." onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const { deliveryBoy: deliveryPartner } = query.data;
  const totalCommission = sumRupees(deliveryPartner.commissionHistory.map((c) => c.commission));
  return (
    <div className="stack stack--loose">
      <PageHeader
        title={deliveryPartner.name}
        subtitle={deliveryPartner.phone}
        leading={backLink}
        actions={
          deliveryPartner.outstandingAmount > 0 ? (
            <ClearOutstandingButton deliveryPartnerId={deliveryPartner._id} name={deliveryPartner.name}>
              Clear outstanding amount
            </ClearOutstandingButton>
          ) : null
        }
      />
      <div className="partner-grid">
        <Facts deliveryPartner={deliveryPartner} />
        <DailyCommission deliveryPartner={deliveryPartner} busy={query.isPlaceholderData} />
      </div>
      <OutstandingPayments payments={deliveryPartner.outstandingPayments} />
      <Card as="section" aria-labelledby="partner-commission-heading" className="stack">
        <div className="section-head">
          <h2 id="partner-commission-heading" className="card-title">
            Commission history
          </h2>
          <p className="day-total">
            <span className="muted">Total</span> <Money rupees={totalCommission} />
          </p>
        </div>
        {deliveryPartner.commissionHistory.length === 0 ? (
          <p className="muted">{NO_COMMISSION_HISTORY_MESSAGE}</p>
        ) : (
          <DataTable
            label="Commission history"
            columns={COMMISSION_COLUMNS}
            rows={deliveryPartner.commissionHistory}
            rowKey={(c) => c._id}
            pageSize={PAGE_SIZES.adminPartnerHistory}
          />
        )}
      </Card>
      <Card as="section" aria-labelledby="partner-history-heading" className="stack">
        <h2 id="partner-history-heading" className="card-title">
          Admin actions
        </h2>
        <AuditHistory entries={deliveryPartner.history} label={`Admin actions on ${deliveryPartner.name}`} emptyText="No admin actions yet." />
      </Card>
    </div>
  );
}
