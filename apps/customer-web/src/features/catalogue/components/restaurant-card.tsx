import { cardImageUrl, type ShopCard } from '@nukkad/contracts';
import { cx, plural } from '@nukkad/ui';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/fallback-image';
import { firstImage } from '../../../components/placeholder-image';
import { paths } from '../../../config/paths';
import { restaurantBanner, restaurantCategory, visibleCategories } from '../utils/restaurant-card';
import { ShopOfferTag } from './shop-offer-tag';
import { ShopRatingChip } from './shop-rating';

/** A restaurant: open/closed banner, picture, name, rating once it has one, category, product count and up to two tags (+N). */
export function RestaurantCard({ shop, priority = false }: { shop: ShopCard; /** One of the first cards (see FallbackImage). */ priority?: boolean }) {
  const { shown, more } = visibleCategories(shop.productCategories);
  const count = shop.productCount;
  return (
    <Link to={paths.shop.getHref(shop._id)} className={cx('restaurant-card', !shop.isOpen && 'restaurant-card--closed')}>
      <span className={cx('restaurant-card__banner', shop.isOpen ? 'restaurant-card__banner--open' : 'restaurant-card__banner--closed')}>
        {restaurantBanner(shop)}
      </span>
      <span className="restaurant-card__media">
        <FallbackImage src={cardImageUrl(firstImage(shop.images))} alt="" width={400} height={240} priority={priority} />
        <ShopOfferTag percent={shop.discountPercent} className="offer-tag--on-image" />
      </span>
      <span className="restaurant-card__body">
        <span className="restaurant-card__name">{shop.name}</span>
        <ShopRatingChip rating={shop.rating} className="rating-chip--small" />
        <span className="restaurant-card__meta">
          {restaurantCategory(shop)} · {plural(count, 'item')}
        </span>
        {shown.length > 0 ? (
          <span className="chips">
            {shown.map((tag) => (
              <span key={tag} className="chip">
                {tag}
              </span>
            ))}
            {more > 0 ? (
              <span className="chip chip--more" title={shop.productCategories.slice(shown.length).join(', ')}>
                +{more}
              </span>
            ) : null}
          </span>
        ) : null}
      </span>
    </Link>
  );
}
