import { ArrowRightIcon, Card, ChatIcon, ProductsIcon, ReceiptIcon, RupeeIcon, StoreIcon, UserIcon } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type Tile = { title: string; description: string; icon: ReactNode; href?: string };

// Customer Queries has no link in the spec; here it opens the queries inbox (a step past the spec).
const TILES: Tile[] = [
  { title: 'Sellers Details', description: 'Shops and their owners', icon: <StoreIcon />, href: paths.app.sellers.getHref() },
  { title: 'Product Details', description: 'Every product, searchable', icon: <ProductsIcon />, href: paths.app.products.getHref() },
  { title: 'Order Details', description: 'Orders of this month', icon: <ReceiptIcon />, href: paths.app.allOrders.getHref() },
  { title: 'User Details', description: 'Look up a customer', icon: <UserIcon />, href: paths.app.userDetails.getHref() },
  { title: 'Customer Queries', description: 'Reply to customers’ questions', icon: <ChatIcon />, href: paths.app.queries.getHref() },
  // Coupons (issue 22, a step past the spec's five tiles).
  { title: 'Coupons', description: 'Offers, their uses and discount given', icon: <RupeeIcon />, href: paths.app.coupons.getHref() },
];

/** The dashboard's shortcuts to the admin screens. */
export function DashboardTiles() {
  return (
    <section className="tiles" aria-labelledby="tiles-heading">
      <h2 id="tiles-heading">Manage</h2>
      <ul className="tiles__list">
        {TILES.map((tile) => {
          const body = (
            <>
              <span className="tile__icon">{tile.icon}</span>
              <span className="tile__text">
                <span className="tile__title">{tile.title}</span>
                <span className="tile__description">{tile.description}</span>
              </span>
            </>
          );
          return tile.href ? (
            <Card as="li" key={tile.title} padded={false} interactive className="tile">
              <Link to={tile.href} className="tile__body tile__link">
                {body}
                <span className="tile__arrow">
                  <ArrowRightIcon />
                </span>
              </Link>
            </Card>
          ) : (
            <Card as="li" key={tile.title} padded={false} className="tile tile--static">
              <div className="tile__body">{body}</div>
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
