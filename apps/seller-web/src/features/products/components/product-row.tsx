import { ApiError, useUpdateStock } from '@nukkad/api-client';
import { cardImageUrl } from '@nukkad/contracts/light';
import type { Product } from '@nukkad/contracts';
import { Button, cx, ItemThumb, Money, ProductsIcon, useToast } from '@nukkad/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** One product: its card image, name, price, stock state, the stock button and Edit. */
export function ProductRow({ product }: { product: Product }) {
  const nameId = useId();
  const stock = useUpdateStock();
  const toast = useToast();
  const image = product.images[0];

  const flip = () =>
    stock.mutate(product._id, {
      onSuccess: (reply) => toast.success(`${product.name} is now ${reply.inStock ? 'in stock' : 'out of stock'}.`),
      onError: (err) =>
        // The server's refusal reads as the spec's failure; a request that never got an answer as the other.
        toast.error(err instanceof ApiError && err.serverMessage !== null ? 'Failed to update stock.' : 'Error updating stock status.'),
    });

  return (
    <article className={cx('product-row', !product.inStock && 'product-row--out')} aria-labelledby={nameId}>
      <ItemThumb src={image ? cardImageUrl(image) : null} size="lg" fallback={<ProductsIcon size={28} />} />
      <div className="product-row__text">
        <h2 className="product-row__name" id={nameId}>
          {product.name}
        </h2>
        <p className="product-row__price">
          <Money rupees={product.price} />
          {product.basePrice !== null && product.basePrice > product.price ? <Money rupees={product.basePrice} strike /> : null}
        </p>
        <span className={cx('state-pill', product.inStock ? 'state-pill--yes' : 'state-pill--no')}>
          {product.inStock ? 'In stock' : 'Out of stock'}
        </span>
      </div>
      <div className="product-row__actions">
        <Button variant={product.inStock ? 'secondary' : 'primary'} busy={stock.isPending} aria-describedby={nameId} onClick={flip}>
          {product.inStock ? 'Mark out of stock' : 'Mark in stock'}
        </Button>
        <Link className="button button--ghost button--md" to={paths.seller.editProduct.getHref(product._id)} aria-describedby={nameId}>
          Edit
        </Link>
      </div>
    </article>
  );
}
