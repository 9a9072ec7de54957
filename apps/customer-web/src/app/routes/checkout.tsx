import { useLocation } from 'react-router';
import { Page } from '../../components/page';
import { AddAddressModal } from '../../features/addresses/components/add-address-modal';
import { CheckoutView } from '../../features/checkout/components/checkout-view';

export default function CheckoutRoute() {
  const { state } = useLocation();
  return (
    <Page title="Checkout" width="wide">
      <CheckoutView state={state} AddAddress={AddAddressModal} />
    </Page>
  );
}
