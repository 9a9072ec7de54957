import { PageHeader } from '@nukkad/ui';
import { Page } from '../../components/page';
import { InstallGuide } from '../../features/install/components/install-guide';

export default function InstallGuideRoute() {
  return (
    <Page title="Install the app" width="medium">
      <PageHeader title="Install Nukkad" subtitle="Add Nukkad to your home screen and open it like any other app." />
      <InstallGuide />
    </Page>
  );
}
