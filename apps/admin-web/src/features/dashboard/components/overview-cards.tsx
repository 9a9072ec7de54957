import { BikeIcon, Card, ReceiptIcon, RupeeIcon, WalletIcon } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type OverviewCard = { title: string; icon: ReactNode; figures: string[]; action?: ReactNode };

const CARDS: OverviewCard[] = [
  { title: 'Orders', icon: <ReceiptIcon />, figures: ['Total', 'Pending', 'Delivered'] },
  { title: 'Delivery Boys', icon: <BikeIcon />, figures: ['Active', 'Available'] },
  { title: 'Sales', icon: <RupeeIcon />, figures: ['Total', 'Today'] },
  {
    title: 'Outstanding Amount',
    icon: <WalletIcon />,
    figures: ['Amount'],
    action: <Link to={paths.app.outstandingAmounts.getHref()}>View outstanding amounts</Link>,
  },
];

const OVERVIEW_PENDING_NOTICE = 'Overview figures arrive with the orders module.';

/** The four overview cards of the dashboard, laid out with their labels. */
export function OverviewCards() {
  // GET /api/admin/dashboard-overview comes with the admin-orders issue; until then no figures are shown.
  return (
    <section className="overview" aria-labelledby="overview-heading">
      <div className="overview__head">
        <h2 id="overview-heading">Overview</h2>
        <p className="notice" role="note">
          {OVERVIEW_PENDING_NOTICE}
        </p>
      </div>
      <ul className="overview__cards">
        {CARDS.map((card) => (
          <Card as="li" key={card.title} className="overview-card">
            <div className="overview-card__head">
              <span className="overview-card__icon">{card.icon}</span>
              <h3 className="overview-card__title">{card.title}</h3>
            </div>
            <dl className="overview-card__figures">
              {card.figures.map((label) => (
                <div key={label} className="overview-card__figure">
                  <dt>{label}</dt>
                  <dd>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">not available yet</span>
                  </dd>
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
