import { BackLink, useDocumentTitle } from '@nukkad/ui';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { DeliveryBoyDetails } from '../../../features/delivery-boys/components/delivery-boy-details';

/** /admin/deliveryBoyDetails/{deliveryBoyId} */
export function DeliveryBoyRoute() {
  const deliveryBoyId = useParams().deliveryBoyId ?? '';
  useDocumentTitle('Delivery boy');
  return (
    <div className="container page">
      <DeliveryBoyDetails
        key={deliveryBoyId}
        deliveryBoyId={deliveryBoyId}
        backLink={<BackLink to={paths.app.outstandingAmounts.getHref()}>Outstanding amounts</BackLink>}
      />
    </div>
  );
}
