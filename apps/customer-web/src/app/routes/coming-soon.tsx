// Pages of later issues: a heading and "Coming soon", so every navigation link already leads somewhere.
import { EmptyState, PageHeader } from '@nukkad/ui';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

function ComingSoon({ title, emoji, description }: { title: string; emoji: string; description: string }) {
  return (
    <Page title={title} width="medium">
      <PageHeader title={title} />
      <EmptyState
        icon={emoji}
        title="Coming soon"
        description={description}
        action={
          <Link to={paths.home.getHref()} className="button button--primary">
            Continue shopping
          </Link>
        }
      />
    </Page>
  );
}

export const CartPage = () => <ComingSoon title="Your Cart" emoji="🛒" description="Your food and grocery carts will appear here." />;
export const CheckoutPage = () => <ComingSoon title="Checkout" emoji="💳" description="Checkout with saved addresses and payment is on its way." />;
export const OrderPage = () => <ComingSoon title="Order Details" emoji="📦" description="Order details and tracking are on their way." />;
export const RecentOrdersPage = () => <ComingSoon title="My Orders" emoji="🧾" description="Your recent orders will appear here." />;
export const NotificationsPage = () => <ComingSoon title="Notifications" emoji="🔔" description="Order updates will appear here." />;
export const AddressesPage = () => <ComingSoon title="My Addresses" emoji="📍" description="Saved delivery locations for faster checkout." />;
