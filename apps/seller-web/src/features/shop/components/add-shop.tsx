import { useAddShop, useSellerProfile } from '@nukkad/api-client';
import { SHOP_ADDED_MESSAGE } from '@nukkad/contracts/light';
import type { AddShopBody } from '@nukkad/contracts';
import { BackLink, EmptyState, ErrorState, PageHeader, StoreIcon, useToast } from '@nukkad/ui';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { saveReply } from '../../../utils/save-reply';
import { EMPTY_SHOP, shopErrorsFrom } from '../utils/shop-values';
import { useReturnTo } from './return-to';
import { ShopForm } from './shop-form';
import { ShopFormSkeleton } from './shop-form-skeleton';

const SAVE_FAILED = 'Error adding shop!';

/** The seller's one shop; a seller who has it already is pointed to its edit form. */
export function AddShop() {
  const profile = useSellerProfile();
  const add = useAddShop();
  const toast = useToast();
  const navigate = useNavigate();
  const returnTo = useReturnTo();

  const header = <PageHeader leading={<BackLink to={returnTo.href}>{returnTo.label}</BackLink>} title="Add your shop" />;

  if (profile.isPending) {
    return (
      <>
        {header}
        <ShopFormSkeleton label="Loading your details…" />
      </>
    );
  }
  if (!profile.data) {
    return (
      <>
        {header}
        <ErrorState message="We could not load your details. Please try again." onRetry={() => void profile.refetch()} />
      </>
    );
  }
  const { seller } = profile.data;
  if (seller.shop) {
    return (
      <>
        {header}
        <EmptyState
          icon={<StoreIcon size={32} />}
          title="Your shop is already set up."
          description={`${seller.shop.name} is your shop on Nukkad; you can change its details.`}
          action={
            <Link className="button button--primary button--lg" to={paths.seller.editShop.getHref(seller.shop._id)} state={{ from: returnTo.href }}>
              Edit shop
            </Link>
          }
        />
      </>
    );
  }

  const onValid = (body: AddShopBody) =>
    saveReply(add.mutateAsync(body), {
      toast,
      saved: SHOP_ADDED_MESSAGE,
      failed: SAVE_FAILED,
      errorsFrom: shopErrorsFrom,
      done: () => navigate(returnTo.href, { replace: true }),
    });

  return (
    <>
      {header}
      <ShopForm draftKey={`${seller._id}:add-shop`} initial={EMPTY_SHOP} submitLabel="Add shop" busy={add.isPending} onValid={onValid} />
    </>
  );
}
