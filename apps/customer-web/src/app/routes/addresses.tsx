import { useParams } from 'react-router';
import { Page } from '../../components/page';
import { AddressesView } from '../../features/addresses/components/addresses-view';

export default function AddressesRoute() {
  const { userId } = useParams();
  return (
    <Page title="My Addresses" width="medium">
      <AddressesView userId={userId} />
    </Page>
  );
}
