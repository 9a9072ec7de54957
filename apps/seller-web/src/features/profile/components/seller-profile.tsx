import { useDelayedNavigate } from '@nukkad/api-client';
import { REDIRECT_AFTER_SUCCESS_MS } from '@nukkad/contracts';
import { Card, PageHeader, Skeleton, useToast } from '@nukkad/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSellerProfile } from '../api/get-seller-profile';

export interface SellerProfileProps {
  /** Account actions shown under the details, e.g. Logout. */
  actions?: ReactNode;
}

const LOAD_FAILED = 'Failed to load profile. Please try again later.';

/** The seller's account and shop at a glance; a failed load goes back to the dashboard after 2 s (spec). */
export function SellerProfile({ actions }: SellerProfileProps) {
  const profile = useSellerProfile();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();
  const failed = profile.isError;

  useEffect(() => {
    if (!failed) return;
    toast.error(LOAD_FAILED);
    navigateLater(paths.seller.dashboard.getHref(), REDIRECT_AFTER_SUCCESS_MS);
  }, [failed, toast, navigateLater]);

  if (profile.isPending) {
    return (
      <div aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading your profile…
        </span>
        <Skeleton width="min(240px, 60%)" height={32} className="skeleton--spaced" />
        <Skeleton height={220} className="skeleton--block" />
      </div>
    );
  }

  if (profile.isError) {
    return (
      <div className="error-state" role="alert">
        <p className="error-state__message">{LOAD_FAILED}</p>
        <p className="muted">Taking you back to your dashboard…</p>
      </div>
    );
  }

  const seller = profile.data.sellerDetails;
  return (
    <>
      <PageHeader title="Your profile" subtitle="Your account and shop details." />
      <div className="profile-grid">
        <Card as="section" aria-labelledby="account-heading">
          <h2 id="account-heading" className="section-title">
            Account
          </h2>
          <dl className="detail-list">
            <div>
              <dt>Username</dt>
              <dd>{seller.username}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{seller.phone}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{seller.email ?? <span className="muted">Not added yet</span>}</dd>
            </div>
          </dl>
          {actions ? <div className="cluster profile-actions">{actions}</div> : null}
        </Card>
        <Card as="section" aria-labelledby="profile-shop-heading">
          <h2 id="profile-shop-heading" className="section-title">
            Shop
          </h2>
          {seller.shop ? (
            <dl className="detail-list">
              <div>
                <dt>Shop name</dt>
                <dd>{seller.shop.name}</dd>
              </div>
              <div>
                <dt>Category</dt>
                <dd>{seller.shop.category}</dd>
              </div>
              <div>
                <dt>Status</dt>
                <dd>
                  <span className={seller.shop.isOpen ? 'pill pill--open' : 'pill pill--closed'}>
                    {seller.shop.isOpen ? 'Open' : 'Closed'}
                  </span>
                </dd>
              </div>
            </dl>
          ) : (
            <>
              <p>No shop details found.</p>
              <Link className="button button--primary button--md" to={paths.seller.addShop.getHref()}>
                Add your shop
              </Link>
            </>
          )}
        </Card>
      </div>
    </>
  );
}
