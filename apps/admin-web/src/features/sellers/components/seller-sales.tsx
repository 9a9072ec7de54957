import { useAdminSellerSales } from '@nukkad/api-client';
import { PAGE_SIZES, type AdminSellerReply, type SellerSalesReply } from '@nukkad/contracts';
import { Button, Card, ErrorState, Money } from '@nukkad/ui';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateField } from '../../../components/ui/date-field';
import { TableSkeleton } from '../../../components/ui/table-skeleton';
import { useDateParam } from '../../../hooks/use-date-param';
import { dayLabel, timeOfDay } from '../../../utils/dates';

type SaleRecord = SellerSalesReply['totalEarnings'][number];
type Day = AdminSellerReply['seller']['salesHistory'][number];

const RECORD_COLUMNS: Column<SaleRecord>[] = [
  { id: 'time', header: 'Time', primary: true, sortValue: (r) => r.time, cell: (r) => <time dateTime={r.time}>{timeOfDay(r.time)}</time> },
  { id: 'order', header: 'Order', sortValue: (r) => r.orderId, cell: (r) => `#${r.orderId}` },
  { id: 'amount', header: 'Amount', align: 'end', sortValue: (r) => r.amount, cell: (r) => <Money rupees={r.amount} /> },
];

/** One day's sales records of the seller (time and amount), for a day picked with the date input (default today). */
function DaySales({ sellerId }: { sellerId: string }) {
  const { date, today, setDate } = useDateParam();
  const sales = useAdminSellerSales(sellerId, date);

  return (
    <Card as="section" aria-labelledby="seller-day-heading" className="stack">
      <div className="section-head">
        <h2 id="seller-day-heading" className="card-title">
          Sales on {dayLabel(date)}
        </h2>
        <DateField label="Date" value={date} max={today} onChange={setDate} />
      </div>
      {sales.isPending ? (
        <TableSkeleton rows={3} label="Loading the day’s sales…" />
      ) : sales.isError ? (
        <ErrorState message="Failed to load sales. Please try again." onRetry={() => void sales.refetch()} />
      ) : (
        <>
          <p className="day-total">
            <span className="muted">Total</span> <Money rupees={sales.data.total} />
          </p>
          {sales.data.totalEarnings.length === 0 ? (
            <p className="muted">No sales on this day.</p>
          ) : (
            <DataTable
              label={`Sales on ${dayLabel(date)}`}
              columns={RECORD_COLUMNS}
              rows={sales.data.totalEarnings}
              rowKey={(r) => r._id}
              busy={sales.isPlaceholderData}
            />
          )}
        </>
      )}
    </Card>
  );
}

/** Sales by day from the seller's record, newest first; a day opens its records above. */
function SalesHistory({ days }: { days: readonly Day[] }) {
  const { date, setDate } = useDateParam();
  const columns: Column<Day>[] = [
    { id: 'date', header: 'Date', primary: true, sortValue: (d) => d.date, cell: (d) => dayLabel(d.date) },
    { id: 'amount', header: 'Amount', align: 'end', sortValue: (d) => d.amount, cell: (d) => <Money rupees={d.amount} /> },
    {
      id: 'open',
      header: 'Records',
      cell: (d) =>
        d.date.slice(0, 10) === date ? (
          <span className="muted">Shown above</span>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setDate(d.date.slice(0, 10))} aria-label={`Show sales of ${dayLabel(d.date)}`}>
            Show
          </Button>
        ),
    },
  ];
  return (
    <Card as="section" aria-labelledby="seller-history-heading" className="stack">
      <h2 id="seller-history-heading" className="card-title">
        Sales history
      </h2>
      {days.length === 0 ? (
        <p className="muted">No sales yet.</p>
      ) : (
        <DataTable label="Sales history by date" columns={columns} rows={days} rowKey={(d) => d.date} pageSize={PAGE_SIZES.adminSellerSales} />
      )}
    </Card>
  );
}

export function SellerSales({ sellerId, salesHistory }: { sellerId: string; salesHistory: readonly Day[] }) {
  return (
    <div className="seller-sales">
      <DaySales sellerId={sellerId} />
      <SalesHistory days={salesHistory} />
    </div>
  );
}
