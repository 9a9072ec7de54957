import { PageHeader } from '@nukkad/ui';
import { Page } from '../../components/page';
import { HelpSupportContent } from '../../features/static-pages/components/help-support-content';

export default function HelpSupportRoute() {
  return (
    <Page title="Help & Support" width="medium">
      <PageHeader title="Help & Support" subtitle="Answers to common questions, and ways to reach us." />
      <HelpSupportContent />
    </Page>
  );
}
