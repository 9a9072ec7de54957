// Pages of later issues: a heading and "Coming soon", so every navigation link already leads somewhere.
import { BellIcon, CardIcon, CartIcon, EmptyState, PackageIcon, PageHeader, PinIcon, ReceiptIcon, type IconProps } from '@nukkad/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';

function ComingSoon({ title, icon: PageIcon, description }: { title: string; icon: ComponentType<IconProps>; description: string }) {
  return (
    <Page title={title} width="medium">
      <PageHeader title={title} />
      <EmptyState
        icon={<PageIcon size={32} />}
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

export const CartPage = () => <ComingSoon title="Your Cart" icon={CartIcon} description="Your food and grocery carts will appear here." />;
export const CheckoutPage = () => <ComingSoon title="Checkout" icon={CardIcon} description="Checkout with saved addresses and payment is on its way." />;
export const OrderPage = () => <ComingSoon title="Order Details" icon={PackageIcon} description="Order details and tracking are on their way." />;
export const RecentOrdersPage = () => <ComingSoon title="My Orders" icon={ReceiptIcon} description="Your recent orders will appear here." />;
export const NotificationsPage = () => <ComingSoon title="Notifications" icon={BellIcon} description="Order updates will appear here." />;
export const AddressesPage = () => <ComingSoon title="My Addresses" icon={PinIcon} description="Saved delivery locations for faster checkout." />;
