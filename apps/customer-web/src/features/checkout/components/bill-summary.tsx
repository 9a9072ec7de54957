import { LOCALE, type OrderQuote } from '@nukkad/contracts';
import { discountRows, OrderBill, type BillRow } from '@nukkad/ui';

const distance = (km: number) => `${km.toLocaleString(LOCALE, { maximumFractionDigits: 1 })} km`;

/** The quote's fees: a food order's taxes and convenience fees (per shop), or a grocery order's service charge. */
function feeRows(quote: OrderQuote): BillRow[] {
  if (quote.orderType !== 'Food') return [{ id: 'serviceCharge', label: 'Service charge', rupees: quote.serviceCharge }];
  return [
    { id: 'taxes', label: 'Taxes', rupees: quote.taxes },
    {
      id: 'convenienceFees',
      label: <>Convenience fees {quote.sellerCount > 1 ? <span className="bill__hint">({quote.sellerCount} shops)</span> : null}</>,
      rupees: quote.convenienceFees,
    },
  ];
}

/** The server's figures for this cart to this address: exactly what the order will cost. */
export function BillSummary({ quote }: { quote: OrderQuote }) {
  return (
    <OrderBill
      label="Bill details"
      className="checkout__bill"
      rows={[
        { id: 'amount', label: 'Item total', rupees: quote.amount },
        ...discountRows(quote),
        {
          id: 'deliveryCharge',
          label: (
            <>
              Delivery fee <span className="bill__hint">({distance(quote.distanceKm)})</span>
            </>
          ),
          rupees: quote.deliveryCharge,
        },
        ...feeRows(quote),
      ]}
      tip={quote.tip}
      total={{ id: 'totalAmount', label: 'To pay', rupees: quote.totalAmount }}
    />
  );
}
