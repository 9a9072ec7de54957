import { NO_SHOP_DETAILS_MESSAGE } from '@nukkad/contracts/light';
import { EmptyState, StoreIcon } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Products belong to a shop: a seller without one adds it first. */
export function NoShop() {
  return (
    <EmptyState
      icon={<StoreIcon size={32} />}
      title={NO_SHOP_DETAILS_MESSAGE}
      description="Add your shop first; then you can add its products."
      action={
        <Link className="button button--primary button--lg" to={paths.seller.addShop.getHref()}>
          Add your shop
        </Link>
      }
    />
  );
}
