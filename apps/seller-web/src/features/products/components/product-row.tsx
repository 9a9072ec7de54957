import { ApiError, errorMessage, useArchiveProduct, useRestoreProduct, useUpdateStock } from '@nukkad/api-client';
import { cardImageUrl } from '@nukkad/contracts/light';
import type { SellerProduct } from '@nukkad/contracts';
import { Button, cx, ItemThumb, Money, ProductsIcon, useConfirm, useToast } from '@nukkad/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * One product: its card image, name, price, stock state, the stock button, Edit and Archive; an archived product
 * shows Restore instead of the stock button and Archive.
 */
export function ProductRow({ product }: { product: SellerProduct }) {
  const nameId = useId();
  const stock = useUpdateStock();
  const archive = useArchiveProduct();
  const restore = useRestoreProduct();
  const confirm = useConfirm();
  const toast = useToast();
  const image = product.images[0];

  const flip = () =>
    stock.mutate(product._id, {
      onSuccess: (reply) => toast.success(`${product.name} is now ${reply.inStock ? 'in stock' : 'out of stock'}.`),
      onError: (err) =>
        // The server's refusal reads as the spec's failure; a request that never got an answer as the other.
        toast.error(err instanceof ApiError && err.serverMessage !== null ? 'Failed to update stock.' : 'Error updating stock status.'),
    });

  const archiveIt = async () => {
    const confirmed = await confirm({
      title: `Archive ${product.name}?`,
      message: 'Customers will no longer find it in your shop or in search, and carts holding it will show it unavailable. Past orders keep it. You can restore it any time from Archived.',
      confirmLabel: 'Archive',
      tone: 'danger',
    });
    if (!confirmed) return;
    archive.mutate(product._id, {
      onSuccess: () => toast.success(`${product.name} is archived.`),
      onError: (err) => toast.error(errorMessage(err, 'Could not archive the product. Try again.')),
    });
  };

  const restoreIt = () =>
    restore.mutate(product._id, {
      onSuccess: () => toast.success(`${product.name} is back in your shop, in stock.`),
      onError: (err) => toast.error(errorMessage(err, 'Could not restore the product. Try again.')),
    });

  return (
    <article className={cx('product-row', (!product.inStock || product.archived) && 'product-row--out')} aria-labelledby={nameId}>
      <ItemThumb src={image ? cardImageUrl(image) : null} size="lg" fallback={<ProductsIcon size={28} />} />
      <div className="product-row__text">
        <h2 className="product-row__name" id={nameId}>
          {product.name}
        </h2>
        <p className="product-row__price">
          <Money rupees={product.price} />
          {product.basePrice !== null && product.basePrice > product.price ? <Money rupees={product.basePrice} strike /> : null}
        </p>
        {product.archived ? (
          <span className="state-pill state-pill--no">Archived</span>
        ) : (
          <span className={cx('state-pill', product.inStock ? 'state-pill--yes' : 'state-pill--no')}>{product.inStock ? 'In stock' : 'Out of stock'}</span>
        )}
      </div>
      {product.archived ? (
        <div className="product-row__actions">
          <Button variant="primary" busy={restore.isPending} aria-describedby={nameId} onClick={restoreIt}>
            Restore
          </Button>
          <Link className="button button--ghost button--md" to={paths.seller.editProduct.getHref(product._id)} aria-describedby={nameId}>
            Edit
          </Link>
        </div>
      ) : (
        <div className="product-row__actions product-row__actions--three">
          <Button variant={product.inStock ? 'secondary' : 'primary'} busy={stock.isPending} aria-describedby={nameId} onClick={flip}>
            {product.inStock ? 'Mark out of stock' : 'Mark in stock'}
          </Button>
          <Link className="button button--ghost button--md" to={paths.seller.editProduct.getHref(product._id)} aria-describedby={nameId}>
            Edit
          </Link>
          <Button variant="ghost" busy={archive.isPending} aria-describedby={nameId} onClick={() => void archiveIt()}>
            Archive
          </Button>
        </div>
      )}
    </article>
  );
}
