import { LOCALE, type OrderQuote } from '@nukkad/contracts';
import { Money } from '@nukkad/ui';

const distance = (km: number) => `${km.toLocaleString(LOCALE, { maximumFractionDigits: 1 })} km`;

/** The server's figures for this cart to this address: exactly what the order will cost. */
export function BillSummary({ quote }: { quote: OrderQuote }) {
  const food = quote.orderType === 'Food';
  return (
    <dl className="bill" aria-label="Bill details">
      <div className="bill__row">
        <dt>Item total</dt>
        <dd>
          <Money rupees={quote.amount} />
        </dd>
      </div>
      <div className="bill__row">
        <dt>
          Delivery fee <span className="bill__hint">({distance(quote.distanceKm)})</span>
        </dt>
        <dd>
          <Money rupees={quote.deliveryCharge} />
        </dd>
      </div>
      {food ? (
        <>
          <div className="bill__row">
            <dt>Taxes</dt>
            <dd>
              <Money rupees={quote.taxes} />
            </dd>
          </div>
          <div className="bill__row">
            <dt>
              Convenience fees {quote.sellerCount > 1 ? <span className="bill__hint">({quote.sellerCount} shops)</span> : null}
            </dt>
            <dd>
              <Money rupees={quote.convenienceFees} />
            </dd>
          </div>
        </>
      ) : (
        <div className="bill__row">
          <dt>Service charge</dt>
          <dd>
            <Money rupees={quote.serviceCharge} />
          </dd>
        </div>
      )}
      <div className="bill__row bill__row--total">
        <dt>To pay</dt>
        <dd>
          <Money rupees={quote.totalAmount} />
        </dd>
      </div>
    </dl>
  );
}
