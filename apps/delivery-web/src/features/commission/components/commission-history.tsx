import { NO_COMMISSION_HISTORY_MESSAGE } from '@nukkad/contracts/light';
import { useCommissionHistory } from '@nukkad/api-client';
import { CommissionIcon, EmptyState, ErrorState, Money, SkeletonList } from '@nukkad/ui';
import { useDeliveryPartner } from '../../../hooks/use-delivery-partner';
import { formatDateTime } from '../../../utils/format-date';

/** Every commission the partner has earned (delivery charge + convenience fees of each delivered order), newest first, each order's tip beside it. */
export function CommissionHistory() {
  const partner = useDeliveryPartner();
  const query = useCommissionHistory(partner.data?.deliveryBoy._id);

  if (partner.isError || query.isError) {
    return (
      <ErrorState
        message="Failed to load your commission history. Please try again."
        onRetry={() => void (partner.isError ? partner.refetch() : query.refetch())}
      />
    );
  }
  if (!query.data) return <SkeletonList count={5} variant="row" label="Loading your commission history…" />;

  const { commissionHistory, total, tips } = query.data;
  if (commissionHistory.length === 0) {
    return (
      <EmptyState
        icon={<CommissionIcon size={32} />}
        title={NO_COMMISSION_HISTORY_MESSAGE}
        description="Each order you deliver adds its delivery charge and convenience fees here."
      />
    );
  }
  return (
    <div className="stack">
      <p className="money-total">
        <span className="money-total__label">Total commission</span>
        <Money rupees={total} className="money-total__value" />
      </p>
      {tips > 0 ? (
        <p className="money-total">
          <span className="money-total__label">Tips from customers</span>
          <Money rupees={tips} className="money-total__value" />
        </p>
      ) : null}
      <ul className="entry-list" aria-label="Commission entries">
        {commissionHistory.map((entry) => (
          <li key={entry._id} className="entry">
            <span className="entry__text">
              <span className="entry__title">Order #{entry.orderId}</span>
              <time className="entry__time" dateTime={entry.time}>
                {formatDateTime(entry.time)}
              </time>
            </span>
            <span className="entry__amounts">
              <Money rupees={entry.commission} className="entry__amount entry__amount--earned" />
              {entry.tip > 0 ? (
                <span className="entry__tip">
                  + <Money rupees={entry.tip} /> tip
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
