import { BackLink, PageHeader, useDocumentTitle } from '@nukkad/ui';
import { paths } from '../../../config/paths';
import { OutstandingList } from '../../../features/delivery-partners/components/outstanding-list';

/** /admin/outstandingAmounts */
export function OutstandingAmountsRoute() {
  useDocumentTitle('Outstanding amounts');
  return (
    <div className="container page">
      <PageHeader
        title="Outstanding amounts"
        subtitle="Cash delivery boys collected and have not handed over yet."
        leading={<BackLink to={paths.app.dashboard.getHref()}>Dashboard</BackLink>}
      />
      <OutstandingList />
    </div>
  );
}
