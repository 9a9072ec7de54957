import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { CouponForm } from '../../../features/coupons/components/coupon-form';
import { CouponsList } from '../../../features/coupons/components/coupons-list';
import '../../../features/coupons/coupons.css';

/** /admin/coupons */
export function CouponsRoute() {
  useDocumentTitle('Coupons');
  return (
    <div className="container page stack">
      <PageHeader
        title="Coupons"
        subtitle="Offers customers apply at checkout; Nukkad bears the discount."
        leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>}
      />
      <CouponForm />
      <CouponsList />
    </div>
  );
}
