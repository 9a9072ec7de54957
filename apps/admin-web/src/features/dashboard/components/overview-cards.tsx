import type { DashboardOverview } from '@nukkad/contracts';
import { BikeIcon, Card, Money, ReceiptIcon, RupeeIcon, Skeleton, WalletIcon } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCount } from '../../../utils/numbers';

type Figure = { label: string; value: (overview: DashboardOverview) => ReactNode };
type OverviewCard = { title: string; icon: ReactNode; figures: Figure[]; action?: ReactNode };

const rupees = (value: number) => <Money rupees={value} decimals={2} />;

// Sales and the outstanding amount are money: always two decimals (spec §9).
const CARDS: OverviewCard[] = [
  {
    title: 'Orders',
    icon: <ReceiptIcon />,
    figures: [
      { label: 'Total', value: (o) => formatCount(o.orders.total) },
      { label: 'Pending', value: (o) => formatCount(o.orders.pending) },
      { label: 'Delivered', value: (o) => formatCount(o.orders.delivered) },
    ],
  },
  {
    title: 'Delivery Boys',
    icon: <BikeIcon />,
    figures: [
      { label: 'Active', value: (o) => formatCount(o.deliveryBoys.active) },
      { label: 'Available', value: (o) => formatCount(o.deliveryBoys.available) },
    ],
  },
  {
    title: 'Sales',
    icon: <RupeeIcon />,
    figures: [
      { label: 'Total', value: (o) => rupees(o.sales.total) },
      { label: 'Today', value: (o) => rupees(o.sales.today) },
      { label: 'Coupons', value: (o) => rupees(o.sales.coupons) },
    ],
  },
  {
    title: 'Outstanding Amount',
    icon: <WalletIcon />,
    figures: [{ label: 'Amount', value: (o) => rupees(o.outstandingAmount) }],
    action: <Link to={paths.app.outstandingAmounts.getHref()}>View outstanding amounts</Link>,
  },
];

/** The four overview cards of the dashboard; placeholders until the figures arrive. */
export function OverviewCards({ overview }: { overview: DashboardOverview | undefined }) {
  return (
    <section className="overview" aria-labelledby="overview-heading" aria-busy={!overview || undefined}>
      <div className="overview__head">
        <h2 id="overview-heading">Overview</h2>
        {overview ? null : (
          <span className="visually-hidden" role="status">
            Loading the overview…
          </span>
        )}
      </div>
      <ul className="overview__cards">
        {CARDS.map((card) => (
          <Card as="li" key={card.title} className="overview-card">
            <div className="overview-card__head">
              <span className="overview-card__icon">{card.icon}</span>
              <h3 className="overview-card__title">{card.title}</h3>
            </div>
            <dl className="overview-card__figures">
              {card.figures.map((figure) => (
                <div key={figure.label} className="overview-card__figure">
                  <dt>{figure.label}</dt>
                  <dd>{overview ? figure.value(overview) : <Skeleton width={72} height={20} />}</dd>
                </div>
              ))}
            </dl>
            {card.action ? <div className="overview-card__action">{card.action}</div> : null}
          </Card>
        ))}
      </ul>
    </section>
  );
}
