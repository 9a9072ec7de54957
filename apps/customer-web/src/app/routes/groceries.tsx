import { PageHeader } from '@nukkad/ui';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { GroceryCategories } from '../../features/catalogue/components/grocery-categories';

export default function GroceriesRoute() {
  return (
    <Page title="Groceries">
      <PageHeader
        leading={<BackLink to={paths.home.getHref()}>Home</BackLink>}
        title="Groceries"
        subtitle="Everything for your kitchen and home, from grocers nearby."
      />
      <GroceryCategories />
    </Page>
  );
}
