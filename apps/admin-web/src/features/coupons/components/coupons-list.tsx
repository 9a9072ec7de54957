import { errorMessage, useAdminCoupons, useUpdateCoupon } from '@nukkad/api-client';
import type { AdminCoupon } from '@nukkad/contracts';
import { couponStandingRefusal } from '@nukkad/pricing';
import { Button, couponConditions, couponOffer, EmptyState, ErrorState, Money, ReceiptIcon, StatusBadge, useConfirm, useToast } from '@nukkad/ui';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { TableSkeleton } from '../../../components/ui/table-skeleton';

const STATE_LABELS = { paused: 'Paused', not_started: 'Not started', expired: 'Ended', used_up: 'Used up' } as const;

/** Paused, not started, ended, used up or running, as of now: the rules checkout refuses a coupon by (libs/pricing). */
export function couponState(coupon: AdminCoupon, now = new Date()): (typeof STATE_LABELS)[keyof typeof STATE_LABELS] | 'Running' {
  const validity = { validFrom: new Date(coupon.validFrom), validUntil: coupon.validUntil === null ? null : new Date(coupon.validUntil) };
  const refusal = couponStandingRefusal({ ...coupon, ...validity }, now);
  return refusal ? STATE_LABELS[refusal] : 'Running';
}

function PauseButton({ coupon }: { coupon: AdminCoupon }) {
  const update = useUpdateCoupon();
  const confirm = useConfirm();
  const toast = useToast();
  const toggle = async () => {
    const pausing = !coupon.paused;
    if (
      pausing &&
      !(await confirm({
        title: `Pause ${coupon.code}?`,
        message: 'Customers can no longer apply it. Orders already placed keep their discount; you can resume it later.',
        confirmLabel: 'Pause',
        cancelLabel: 'Keep running',
      }))
    ) {
      return;
    }
    try {
      const reply = await update.mutateAsync({ couponId: coupon._id, paused: pausing });
      toast.success(reply.message ?? (pausing ? 'Coupon paused.' : 'Coupon resumed.'));
    } catch (err) {
      toast.error(errorMessage(err, 'Could not change the coupon. Please try again.'));
    }
  };
  return (
    <Button size="sm" variant={coupon.paused ? 'secondary' : 'ghost'} busy={update.isPending} onClick={() => void toggle()} aria-label={`${coupon.paused ? 'Resume' : 'Pause'} ${coupon.code}`}>
      {coupon.paused ? 'Resume' : 'Pause'}
    </Button>
  );
}

const COLUMNS: Column<AdminCoupon>[] = [
  { id: 'code', header: 'Code', primary: true, sortValue: (c) => c.code, cell: (c) => <span className="coupon-code">{c.code}</span> },
  {
    id: 'offer',
    header: 'Offer',
    cell: (c) => (
      <span className="coupon-offer">
        {couponOffer(c)}
        {couponConditions(c).length > 0 ? <span className="muted">{couponConditions(c).join(' · ')}</span> : null}
      </span>
    ),
  },
  {
    id: 'uses',
    header: 'Uses',
    align: 'end',
    sortValue: (c) => c.usedCount,
    cell: (c) => `${c.usedCount}${c.totalUses === null ? '' : ` / ${c.totalUses}`} · ${c.usesPerCustomer} per customer`,
  },
  { id: 'orders', header: 'Orders', align: 'end', sortValue: (c) => c.orders, cell: (c) => c.orders },
  { id: 'discountGiven', header: 'Discount given', align: 'end', sortValue: (c) => c.discountGiven, cell: (c) => <Money rupees={c.discountGiven} /> },
  { id: 'state', header: 'Status', sortValue: (c) => couponState(c), cell: (c) => <StatusBadge status={couponState(c)} /> },
  { id: 'action', header: 'Action', cell: (c) => <PauseButton coupon={c} /> },
];

/** Every coupon with its uses, the orders placed with it and the discount it has given (borne by the platform). */
export function CouponsList() {
  const coupons = useAdminCoupons();
  if (coupons.isPending) return <TableSkeleton rows={4} label="Loading coupons…" />;
  if (coupons.isError) return <ErrorState message={errorMessage(coupons.error, 'Failed to load coupons. Please try again later.')} onRetry={() => void coupons.refetch()} />;
  if (coupons.data.coupons.length === 0) {
    return <EmptyState icon={<ReceiptIcon size={32} />} title="No coupons yet" description="Create one above; customers see it at checkout." />;
  }
  return <DataTable label="Coupons" columns={COLUMNS} rows={coupons.data.coupons} rowKey={(c) => c._id} pageSize={20} />;
}
