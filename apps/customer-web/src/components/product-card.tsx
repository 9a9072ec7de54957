import { cardImageUrl, isFoodProduct } from '@nukkad/contracts/light';
import type { Product } from '@nukkad/contracts';
import { DiscountBadge, Money, cx } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { CartControl } from './cart-control';
import { DietMarker } from './diet-marker';
import { FallbackImage } from './fallback-image';
import { firstImage } from './placeholder-image';

export type ProductCardProps = {
  product: Product;
  /** Heading level of the product name inside its list. */
  headingLevel?: 2 | 3 | 4;
  /** Hides the "from {shop}" link, e.g. on the shop's own page. */
  hideShop?: boolean;
  /** One of the cards a phone shows first (see FallbackImage). */
  priority?: boolean;
};

const decimalsOf = (rupees: number) => (Number.isInteger(rupees) ? 0 : 2);

/** A product tile: picture, diet mark (food only), name, price (with the struck base price and discount), and its cart controls. */
export function ProductCard({ product, headingLevel = 3, hideShop = false, priority = false }: ProductCardProps) {
  const Heading = `h${headingLevel}` as const;
  const discounted = product.basePrice !== null && product.basePrice > product.price;
  return (
    <article className={cx('product-card', !product.inStock && 'product-card--out')} aria-label={product.name}>
      <div className="product-card__media">
        <FallbackImage src={cardImageUrl(firstImage(product.images))} alt={product.name} width={320} height={240} priority={priority} />
        {discounted ? <DiscountBadge className="product-card__discount" price={product.price} basePrice={product.basePrice!} /> : null}
        {product.inStock ? null : (
          <div className="product-card__overlay">
            <span>Out of Stock</span>
          </div>
        )}
      </div>
      <div className="product-card__body">
        {/* The row stays when empty, so names and prices line up across a row of mixed cards. */}
        <div className="product-card__diet">{isFoodProduct(product) ? <DietMarker dietType={product.dietType} /> : null}</div>
        <Heading className="product-card__name">{product.name}</Heading>
        {hideShop ? null : (
          <p className="product-card__shop">
            <Link to={paths.shop.getHref(product.shop)}>{product.shopName}</Link>
            {product.shopIsOpen ? null : <span className="product-card__closed"> · Closed now</span>}
          </p>
        )}
        <div className="product-card__footer">
          <p className="product-card__price">
            <Money rupees={product.price} decimals={decimalsOf(product.price)} className="product-card__amount" />
            {discounted ? (
              <Money rupees={product.basePrice!} decimals={decimalsOf(product.basePrice!)} strike className="product-card__base" />
            ) : null}
          </p>
          {/* Out of stock: the overlay says so; a closed shop takes no orders: neither offers Add. */}
          {!product.inStock ? null : product.shopIsOpen ? (
            <CartControl product={product} />
          ) : (
            <span className="cart-control__closed">Shop closed</span>
          )}
        </div>
      </div>
    </article>
  );
}
