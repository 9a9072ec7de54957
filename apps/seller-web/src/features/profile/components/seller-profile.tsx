import { ApiError, useDelayedNavigate, useSellerProfile, useUpdateShopStatus } from '@nukkad/api-client';
import { REDIRECT_AFTER_SUCCESS_MS, SHOP_STATUS_MESSAGES, NO_SHOP_DETAILS_MESSAGE } from '@nukkad/contracts/light';
import type { SellerProfile as Seller } from '@nukkad/contracts';
import { Button, Card, DetailList, EmptyState, Money, PageHeader, Skeleton, StoreIcon, useToast } from '@nukkad/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import '../profile.css';
import { ShopQrCard } from './shop-qr-card';

export interface SellerProfileProps {
  /** Account actions shown under the details, e.g. Logout. */
  actions?: ReactNode;
}

/** The server refused (spec: 'Failed to load seller profile'), or the call never got an answer. */
const loadFailedMessage = (error: unknown) =>
  error instanceof ApiError && error.serverMessage !== null ? 'Failed to load seller profile' : 'Failed to load profile. Please try again later.';

/** The seller's account, shop (with Open/Close and its QR code) and sales; a failed load goes back to the dashboard after 2 s (spec). */
export function SellerProfile({ actions }: SellerProfileProps) {
  const profile = useSellerProfile();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();
  // Only a first load that fails leaves the page; a failed refetch keeps what is shown.
  const error = profile.data === undefined ? profile.error : null;

  useEffect(() => {
    if (!error) return;
    toast.error(loadFailedMessage(error));
    navigateLater(paths.seller.dashboard.getHref(), REDIRECT_AFTER_SUCCESS_MS);
  }, [error, toast, navigateLater]);

  if (profile.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your profile…
        </span>
        <Skeleton width="min(240px, 60%)" height={32} className="skeleton--spaced" />
        <div className="profile-grid">
          <Skeleton height={220} className="skeleton--block" />
          <Skeleton height={220} className="skeleton--block" />
        </div>
      </div>
    );
  }

  if (!profile.data) {
    return (
      <div className="error-state" role="alert">
        <p className="error-state__message">{loadFailedMessage(profile.error)}</p>
        <p className="muted">Taking you back to your dashboard…</p>
      </div>
    );
  }

  const seller = profile.data.seller;
  return (
    <>
      <PageHeader title="Your profile" subtitle="Your account, shop and sales." />
      <div className="profile-grid">
        <Card as="section" aria-labelledby="profile-shop-heading">
          <h2 id="profile-shop-heading" className="section-title">
            Shop
          </h2>
          {seller.shop ? (
            <ShopDetails shop={seller.shop} />
          ) : (
            <EmptyState
              headingLevel={3}
              icon={<StoreIcon size={32} />}
              title={NO_SHOP_DETAILS_MESSAGE}
              description="Add your shop so customers can find it and order from you."
              action={
                <Link className="button button--primary button--lg" to={paths.seller.addShop.getHref()} state={{ from: paths.seller.profile.getHref() }}>
                  Add your shop
                </Link>
              }
            />
          )}
        </Card>
        {seller.shop ? <ShopQrCard shopName={seller.shop.name} /> : null}
        <Card as="section" aria-labelledby="profile-sales-heading">
          <h2 id="profile-sales-heading" className="section-title">
            Sales
          </h2>
          <DetailList
            className="detail-list profile-sales"
            rows={[
              { term: 'Total sales', value: <Money rupees={seller.salesTotal} />, valueClassName: 'profile-sales__total' },
              { term: 'Today', value: <Money rupees={seller.todaySalesTotal} /> },
            ]}
          />
        </Card>
        <Card as="section" aria-labelledby="account-heading">
          <h2 id="account-heading" className="section-title">
            Account
          </h2>
          <DetailList
            className="detail-list"
            rows={[
              { term: 'Username', value: seller.username },
              { term: 'Email', value: seller.email ?? <span className="muted">Not added yet</span> },
              { term: 'Phone', value: seller.phone },
            ]}
          />
          <div className="cluster profile-actions">
            <Link className="button button--secondary button--md" to={paths.seller.editProfile.getHref()}>
              Edit profile
            </Link>
            {actions}
          </div>
        </Card>
      </div>
    </>
  );
}

function ShopDetails({ shop }: { shop: NonNullable<Seller['shop']> }) {
  const status = useUpdateShopStatus();
  const toast = useToast();

  const toggle = () =>
    status.mutate(!shop.isOpen, {
      onSuccess: (reply) => toast.success(reply.message ?? (reply.isOpen ? SHOP_STATUS_MESSAGES.open : SHOP_STATUS_MESSAGES.closed)),
      onError: () => toast.error('Failed to update shop status.'),
    });

  return (
    <>
      <DetailList
        className="detail-list"
        rows={[
          { term: 'Shop name', value: shop.name },
          { term: 'Category', value: shop.category },
          { term: 'Status', value: <span className={shop.isOpen ? 'state-pill state-pill--yes' : 'state-pill state-pill--no'}>{shop.isOpen ? 'Open' : 'Closed'}</span> },
        ]}
      />
      <p className="muted profile-shop__hint">
        {shop.isOpen ? 'Customers can order from you now.' : 'Customers cannot order until you open the shop.'}
      </p>
      <div className="profile-shop__actions">
        <Button variant={shop.isOpen ? 'danger' : 'primary'} size="lg" busy={status.isPending} onClick={toggle}>
          {shop.isOpen ? 'Close shop' : 'Open shop'}
        </Button>
        <Link
          className="button button--secondary button--lg"
          to={paths.seller.editShop.getHref(shop._id)}
          state={{ from: paths.seller.profile.getHref() }}
        >
          Edit shop
        </Link>
      </div>
    </>
  );
}
