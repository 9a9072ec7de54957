import { PRODUCT_ADDED_MESSAGE, PRODUCT_SUBMIT_FAILED_MESSAGE } from '@nukkad/contracts/light';
import { useAddProduct, useSellerProfile } from '@nukkad/api-client';
import type { AddProductBody } from '@nukkad/contracts';
import { BackLink, ErrorState, PageHeader, useToast } from '@nukkad/ui';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { saveReply } from '../../../utils/save-reply';
import { NoShop } from './no-shop';
import { EMPTY_PRODUCT, productErrorsFrom } from '../utils/product-values';
import { ProductForm } from './product-form';
import { ProductFormSkeleton } from './product-form-skeleton';


/** A new product for the seller's shop; a seller without a shop is sent to add one first. */
export function AddProduct() {
  const profile = useSellerProfile();
  const add = useAddProduct();
  const toast = useToast();
  const navigate = useNavigate();

  const header = <PageHeader leading={<BackLink to={paths.seller.products.getHref()}>My products</BackLink>} title="Add a product" />;

  if (profile.isPending) {
    return (
      <>
        {header}
        <ProductFormSkeleton label="Loading your shop…" />
      </>
    );
  }
  if (!profile.data) {
    return (
      <>
        {header}
        <ErrorState message="We could not load your shop. Please try again." onRetry={() => void profile.refetch()} />
      </>
    );
  }
  const { seller } = profile.data;
  if (!seller.shop) {
    return (
      <>
        {header}
        <NoShop />
      </>
    );
  }

  const onValid = (body: AddProductBody) =>
    saveReply(add.mutateAsync(body), {
      toast,
      saved: PRODUCT_ADDED_MESSAGE,
      failed: PRODUCT_SUBMIT_FAILED_MESSAGE,
      errorsFrom: productErrorsFrom,
      done: () => navigate(paths.seller.products.getHref(), { replace: true }),
    });

  return (
    <>
      {header}
      <ProductForm
        draftKey={`${seller._id}:add-product`}
        initial={EMPTY_PRODUCT}
        isGrocery={seller.shop.category === 'Grocery'}
        submitLabel="Add product"
        busy={add.isPending}
        onValid={onValid}
      />
    </>
  );
}
