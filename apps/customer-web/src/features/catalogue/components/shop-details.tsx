import type { Shop } from '@nukkad/contracts';
import { SKELETON_COUNTS, SHOP_NOT_FOUND_MESSAGE } from '@nukkad/contracts/light';
import { ApiError, errorMessage, useShopAndProducts } from '@nukkad/api-client';
import { BasketIcon, ClockIcon, EmptyState, ErrorState, MoonIcon, PinIcon, Skeleton, SkeletonList, StoreIcon, cx } from '@nukkad/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { FallbackImage } from '../../../components/fallback-image';
import { LoadMoreProducts } from '../../../components/load-more-products';
import { firstImage } from '../../../components/placeholder-image';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ShopMenu } from './shop-menu';
import { ShopOfferTag } from './shop-offer-tag';
import { ShopRatingChip } from './shop-rating';

/** "12 MG Road, Pune, Maharashtra 411001" */
export function formatAddress(address: Shop['address']): string {
  const region = [address.state, address.pincode].filter(Boolean).join(' ');
  return [address.addressLine, address.city, region].filter((part) => part && part.trim()).join(', ');
}

/** Open: today's "09:00 – 22:00", or what is known of it; closed: when it next opens ("Opens at Tue 09:00"). */
export function formatHours(shop: Pick<Shop, 'isOpen' | 'openingTime' | 'closingTime'>): string {
  if (!shop.isOpen && shop.openingTime) return `Opens at ${shop.openingTime}`;
  if (shop.isOpen && !shop.openingTime && shop.closingTime) return `Open until ${shop.closingTime}`;
  if (!shop.openingTime && !shop.closingTime) return 'Hours not listed';
  return `${shop.openingTime ?? '—'} – ${shop.closingTime ?? '—'}`;
}

// An id that is not even well-formed (400) is as missing as an unknown one (404).
const isMissingShop = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

function ShopHeaderSkeleton() {
  return (
    <div className="shop-hero" aria-hidden="true">
      <Skeleton className="shop-hero__image" height="auto" />
      <div className="shop-hero__info">
        <Skeleton width="30%" height={14} />
        <Skeleton width="60%" height={28} />
        <Skeleton width="80%" height={14} />
        <Skeleton width="50%" height={14} />
      </div>
    </div>
  );
}

function ShopHeader({ shop }: { shop: Shop }) {
  return (
    <header className="shop-hero">
      <FallbackImage className="shop-hero__image" src={firstImage(shop.images)} alt={`${shop.name} storefront`} width={480} height={320} loading="eager" fetchPriority="high" />
      <div className="shop-hero__info">
        <p className="shop-hero__category">{shop.category}</p>
        <h1 className="shop-hero__name">{shop.name}</h1>
        <span className="shop-hero__chips">
          <ShopRatingChip rating={shop.rating} />
          <ShopOfferTag percent={shop.discountPercent} />
        </span>
        {shop.description ? <p className="shop-hero__description">{shop.description}</p> : null}
        <ul className="shop-hero__facts">
          <li>
            <PinIcon size={18} />
            <span>
              <span className="visually-hidden">Address: </span>
              {formatAddress(shop.address) || 'Address not listed'}
            </span>
          </li>
          <li>
            <ClockIcon size={18} />
            <span>
              <span className="visually-hidden">Opening hours: </span>
              {formatHours(shop)}
            </span>
          </li>
        </ul>
        <span className={cx('state-pill', 'open-pill', shop.isOpen ? 'state-pill--yes' : 'state-pill--no')}>{shop.isOpen ? 'Open now' : 'Closed'}</span>
      </div>
    </header>
  );
}

/**
 * A shop and its products; a closed shop is dimmed and its products hidden.
 * The server sends the products a page at a time: the next page loads as the user nears the end, or on "Show more products".
 */
export function ShopDetails({ shopId }: { shopId: string }) {
  const query = useShopAndProducts(shopId);
  const productsHeadingId = useId();
  const firstPage = query.data?.pages[0];
  useDocumentTitle(firstPage?.shop.name ?? (query.isError && !query.isFetchNextPageError && isMissingShop(query.error) ? SHOP_NOT_FOUND_MESSAGE : 'Shop'));

  if (query.isPending) {
    return (
      <div className="shop-page" aria-busy="true">
        <ShopHeaderSkeleton />
        <SkeletonList count={SKELETON_COUNTS.products} layout="grid" label="Loading the shop…" />
      </div>
    );
  }
  // A failed later page keeps the products already shown; only a failed first load replaces the page.
  if (query.isError && !query.isFetchNextPageError) {
    if (isMissingShop(query.error)) {
      return (
        <EmptyState
          headingLevel={1}
          icon={<StoreIcon size={32} />}
          title={SHOP_NOT_FOUND_MESSAGE}
          description="This shop may have moved or closed for good. Plenty of others are open nearby."
          action={
            <Link to={paths.home.getHref()} className="button button--primary">
              Back to home
            </Link>
          }
        />
      );
    }
    return <ErrorState message={errorMessage(query.error, 'Failed to load this shop. Please try again.')} onRetry={() => void query.refetch()} />;
  }

  const shop = query.data.pages[0]!.shop;
  const products = query.data.pages.flatMap((page) => page.products);
  return (
    <div className={cx('shop-page', !shop.isOpen && 'shop-page--closed')}>
      <ShopHeader shop={shop} />
      {shop.isOpen ? (
        <section aria-labelledby={productsHeadingId}>
          <h2 id={productsHeadingId} className="section-title">
            {shop.category === 'Restaurant' ? 'Menu' : 'Products'}
          </h2>
          {products.length === 0 ? (
            <EmptyState icon={<BasketIcon size={32} />} title="No products yet" description="This shop hasn't listed anything yet." headingLevel={3} />
          ) : (
            <ShopMenu shop={shop} products={products} />
          )}
          <LoadMoreProducts pages={query} />
        </section>
      ) : (
        <div className="shop-closed" role="status">
          <span className="shop-closed__icon" aria-hidden="true">
            <MoonIcon size={32} />
          </span>
          <h2 className="shop-closed__title">Shop is Closed Right Now</h2>
          <p>This shop is currently closed. Please check back later.</p>
          <Link to={paths.home.getHref()} className="button button--secondary">
            Browse open shops
          </Link>
        </div>
      )}
    </div>
  );
}
