import { Page } from '../../components/page';
import { MedicinesComingSoon } from '../../features/catalogue/components/medicines-coming-soon';

export default function MedicinesRoute() {
  return (
    <Page title="Medicines" width="medium">
      <MedicinesComingSoon />
    </Page>
  );
}
