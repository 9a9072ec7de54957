import { PageHeader } from '@nukkad/ui';
import { Page } from '../../components/page';
import { CartView } from '../../features/cart/components/cart-view';

export default function CartRoute() {
  return (
    <Page title="Your Cart" width="medium">
      <PageHeader title="Your Cart" />
      <CartView />
    </Page>
  );
}
