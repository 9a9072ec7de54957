import { PageHeader } from '@nukkad/ui';
import { Page } from '../../components/page';
import { TermsContent } from '../../features/static-pages/components/terms-content';

export default function TermsRoute() {
  return (
    <Page title="Terms and Conditions" width="medium">
      <PageHeader title="Terms and Conditions" subtitle="Please read these terms before using Nukkad." />
      <TermsContent />
    </Page>
  );
}
