import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { PartnersMap } from '../../../features/location/components/partners-map';

/** /admin/partners-map */
export function PartnersMapRoute() {
  useDocumentTitle('Partners on duty');
  return (
    <div className="container page">
      <PageHeader
        title="Partners on duty"
        subtitle="Where each delivery boy on duty is, and whether they are free to take an order."
        leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>}
      />
      <PartnersMap />
    </div>
  );
}
