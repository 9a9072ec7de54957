import { BackLink, Head, PageHeader } from '@nukkad/ui';
import { paths } from '../../config/paths';
import { OutstandingPayments } from '../../features/outstanding/components/outstanding-payments';

/** /delivery/outstandingAmountDetails. */
export function OutstandingRoute() {
  return (
    <>
      <Head title="Outstanding payments" />
      <PageHeader
        leading={<BackLink to={paths.delivery.dashboard.getHref()}>Dashboard</BackLink>}
        title="Outstanding payments"
        subtitle="Cash you collected on delivery, and whether it is settled."
      />
      <OutstandingPayments />
    </>
  );
}
