import { BackLink, Head, PageHeader } from '@nukkad/ui';
import { paths } from '../../config/paths';
import { CommissionHistory } from '../../features/commission/components/commission-history';

/** /delivery/commissionHistory. */
export function CommissionHistoryRoute() {
  return (
    <>
      <Head title="Commission history" />
      <PageHeader
        leading={<BackLink to={paths.delivery.dashboard.getHref()}>Dashboard</BackLink>}
        title="Commission history"
        subtitle="What you earned on each delivered order."
      />
      <CommissionHistory />
    </>
  );
}
