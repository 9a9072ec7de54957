import { useEditShop, useSellerShop } from '@nukkad/api-client';
import { SHOP_UPDATED_MESSAGE } from '@nukkad/contracts/light';
import type { AddShopBody } from '@nukkad/contracts';
import { BackLink, PageHeader, useToast } from '@nukkad/ui';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { saveReply } from '../../../utils/save-reply';
import { shopErrorsFrom, shopToValues } from '../utils/shop-values';
import { useReturnTo } from './return-to';
import { ShopForm } from './shop-form';
import { ShopFormSkeleton } from './shop-form-skeleton';

const LOAD_FAILED = 'Some error occurred!';
const SAVE_FAILED = 'Error updating shop!';

/** The seller's shop, loaded into the form; a failed load goes back to the dashboard (spec). */
export function EditShop({ shopId }: { shopId: string }) {
  const shop = useSellerShop(shopId);
  const edit = useEditShop();
  const toast = useToast();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  // Only a first load that fails leaves the page; a failed refetch keeps the form the seller is editing.
  const failed = shop.isError && shop.data === undefined;

  useEffect(() => {
    if (!failed) return;
    toast.error(LOAD_FAILED);
    navigate(paths.seller.dashboard.getHref(), { replace: true });
  }, [failed, toast, navigate]);

  const loaded = shop.data?.shop;
  const initial = useMemo(() => (loaded ? shopToValues(loaded) : null), [loaded]);

  const header = <PageHeader leading={<BackLink to={returnTo.href}>{returnTo.label}</BackLink>} title="Edit shop" />;
  if (!initial) {
    return (
      <>
        {header}
        <ShopFormSkeleton label="Loading your shop…" />
      </>
    );
  }

  const onValid = (body: AddShopBody) =>
    saveReply(edit.mutateAsync({ ...body, shopId }), {
      toast,
      saved: SHOP_UPDATED_MESSAGE,
      failed: SAVE_FAILED,
      errorsFrom: shopErrorsFrom,
      done: () => navigate(returnTo.href, { replace: true }),
    });

  return (
    <>
      {header}
      <ShopForm draftKey={`edit-shop:${shopId}`} initial={initial} submitLabel="Save changes" busy={edit.isPending} onValid={onValid} />
    </>
  );
}
