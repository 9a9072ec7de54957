import { PageHeader } from '@nukkad/ui';
import { Page } from '../../components/page';
import { PolicyContent } from '../../features/static-pages/components/policy-content';

export default function PolicyRoute() {
  return (
    <Page title="Privacy Policy" width="medium">
      <PageHeader title="Privacy Policy" subtitle="What we collect, why, and how we keep it safe." />
      <PolicyContent />
    </Page>
  );
}
