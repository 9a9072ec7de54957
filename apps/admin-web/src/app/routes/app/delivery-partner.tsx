import { BackLink, useDocumentTitle } from '@nukkad/ui';
import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { DeliveryPartnerDetails } from '../../../features/delivery-partners/components/delivery-partner-details';

/** /admin/deliveryBoyDetails/{deliveryBoyId} */
export function DeliveryPartnerRoute() {
  const deliveryPartnerId = useParams().deliveryPartnerId ?? '';
  useDocumentTitle('Delivery boy');
  return (
    <div className="container page">
      <DeliveryPartnerDetails
        key={deliveryPartnerId}
        deliveryPartnerId={deliveryPartnerId}
        backLink={<BackLink to={paths.app.outstandingAmounts.getHref()}>Outstanding amounts</BackLink>}
      />
    </div>
  );
}
