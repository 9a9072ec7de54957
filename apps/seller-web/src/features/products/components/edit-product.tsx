import { PRODUCT_UPDATED_MESSAGE, PRODUCT_SUBMIT_FAILED_MESSAGE } from '@nukkad/contracts/light';
import { useEditProduct, useSellerProduct } from '@nukkad/api-client';
import type { AddProductBody } from '@nukkad/contracts';
import { BackLink, PageHeader, useToast } from '@nukkad/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { saveReply } from '../../../utils/save-reply';
import { productErrorsFrom, productToValues } from '../utils/product-values';
import { ProductForm } from './product-form';
import { ProductFormSkeleton } from './product-form-skeleton';

const LOAD_FAILED = 'Some error occurred while fetching product details.';

/** One of the seller's products, loaded into the form; a failed load goes back to the list (spec). */
export function EditProduct({ productId }: { productId: string }) {
  const product = useSellerProduct(productId);
  const edit = useEditProduct();
  const toast = useToast();
  const navigate = useNavigate();
  // Only a first load that fails leaves the page; a failed refetch keeps the form the seller is editing.
  const failed = product.isError && product.data === undefined;

  useEffect(() => {
    if (!failed) return;
    toast.error(LOAD_FAILED);
    navigate(paths.seller.products.getHref(), { replace: true });
  }, [failed, toast, navigate]);

  const loaded = product.data?.product;
  const initial = useMemo(() => (loaded ? productToValues(loaded) : null), [loaded]);

  const header = <PageHeader leading={<BackLink to={paths.seller.products.getHref()}>My products</BackLink>} title="Edit product" />;
  if (!loaded || !initial) {
    return (
      <>
        {header}
        <ProductFormSkeleton label="Loading the product…" />
      </>
    );
  }

  const onValid = (body: AddProductBody) =>
    saveReply(edit.mutateAsync({ ...body, productId }), {
      toast,
      saved: PRODUCT_UPDATED_MESSAGE,
      failed: PRODUCT_SUBMIT_FAILED_MESSAGE,
      errorsFrom: productErrorsFrom,
      done: () => navigate(paths.seller.products.getHref(), { replace: true }),
    });

  return (
    <>
      {header}
      <ProductForm
        key={productId}
        draftKey={`edit-product:${productId}`}
        initial={initial}
        isGrocery={loaded.shopType === 'Grocery'}
        submitLabel="Save changes"
        busy={edit.isPending}
        onValid={onValid}
      />
    </>
  );
}
