import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { paths } from '../../config/paths';
import { ShopDetails } from '../../features/catalogue/components/shop-details';

export default function ShopRoute() {
  const shopId = paths.shop.fromParams(useParams());
  // The shop sets the tab title itself once its name is known.
  return (
    <div className="container page page--wide">
      <BackLink to={paths.home.getHref()}>Home</BackLink>
      <ShopDetails key={shopId} shopId={shopId} />
    </div>
  );
}
