import { ApiError, useAdminSeller } from '@nukkad/api-client';
import { SELLER_NOT_FOUND_MESSAGE } from '@nukkad/contracts/light';
import type { AdminSellerReply } from '@nukkad/contracts';
import { Card, DetailList, EmptyState, ErrorState, Money, PageHeader, Skeleton, StoreIcon, exactTime } from '@nukkad/ui';
import type { ReactNode } from 'react';
import { Flag } from '../../../components/ui/flag';
import { SellerProducts } from './seller-products';
import { SellerSales } from './seller-sales';

type Seller = AdminSellerReply['seller'];

function SellerFacts({ seller }: { seller: Seller }) {
  return (
    <Card as="section" aria-labelledby="seller-facts-heading">
      <h2 id="seller-facts-heading" className="visually-hidden">
        Seller
      </h2>
      <DetailList
        className="facts"
        rows={[
          { term: 'Username', value: seller.username },
          { term: 'Email', value: seller.email ?? <span className="muted">Not given</span> },
          { term: 'Phone', value: <a href={`tel:${seller.phone}`}>{seller.phone}</a> },
          { term: 'Shop name', value: seller.shop?.name ?? <span className="muted">No shop yet</span> },
          { term: 'Category', value: seller.shop?.category ?? '—' },
          { term: 'Shop', value: seller.shop ? <Flag on={seller.shop.isOpen} onLabel="Open" offLabel="Closed" /> : '—' },
          { term: 'Products', value: seller.productsCount },
          { term: 'Total sales', value: <Money rupees={seller.salesTotal} />, valueClassName: 'facts__figure' },
          { term: 'Joined', value: <time dateTime={seller.createdAt}>{exactTime(seller.createdAt)}</time> },
        ]}
      />
    </Card>
  );
}

/** A seller: who they are, their shop, their sales by date and their products with stock. */
export function SellerDetails({ sellerId, backLink }: { sellerId: string; backLink: ReactNode }) {
  const query = useAdminSeller(sellerId);

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="stack">
        <span className="visually-hidden">Loading the seller…</span>
        <Skeleton width={240} height={32} />
        <Skeleton height={140} />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <>
        <PageHeader title="Seller details" leading={backLink} />
        {missing ? (
          <EmptyState icon={<StoreIcon size={32} />} title={SELLER_NOT_FOUND_MESSAGE} description="This seller does not exist, or the link is wrong." />
        ) : (
          <ErrorState message="Failed to load seller details. Please try again." onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }

  const { seller } = query.data;
  return (
    <div className="stack stack--loose">
      <PageHeader title={seller.username} subtitle={seller.shop ? `${seller.shop.name} · ${seller.shop.category}` : 'No shop yet'} leading={backLink} />
      <SellerFacts seller={seller} />
      <SellerSales sellerId={sellerId} salesHistory={seller.salesHistory} />
      <SellerProducts sellerId={sellerId} />
    </div>
  );
}
