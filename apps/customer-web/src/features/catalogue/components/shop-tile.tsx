import { cardImageUrl, type ShopCard } from '@nukkad/contracts';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/fallback-image';
import { firstImage } from '../../../components/placeholder-image';
import { paths } from '../../../config/paths';
import { ShopOfferTag } from './shop-offer-tag';

/** A shop in the Popular Shops row. */
export function ShopTile({ shop }: { shop: ShopCard }) {
  return (
    <Link to={paths.shop.getHref(shop._id)} className={`shop-tile${shop.isOpen ? '' : ' shop-tile--closed'}`}>
      <span className="shop-tile__media">
        <FallbackImage src={cardImageUrl(firstImage(shop.images))} alt="" width={320} height={200} />
        <span className={`state-pill open-pill ${shop.isOpen ? 'state-pill--yes' : 'state-pill--no'}`}>{shop.isOpen ? 'Open' : 'Closed'}</span>
        <ShopOfferTag percent={shop.discountPercent} className="offer-tag--on-image" />
      </span>
      <span className="shop-tile__body">
        <span className="shop-tile__name">{shop.name}</span>
        <span className="shop-tile__meta">
          {shop.category}
          {shop.address.city ? ` · ${shop.address.city}` : ''}
        </span>
      </span>
    </Link>
  );
}
