import { PageHeader } from '@nukkad/ui';
import { useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { GroceryCategoryProducts } from '../../features/catalogue/components/grocery-category-products';

export default function GroceryCategoryRoute() {
  const category = useParams().category ?? '';
  return (
    <Page title={category}>
      <PageHeader leading={<BackLink to={paths.groceries.getHref()}>All categories</BackLink>} title={category} />
      <GroceryCategoryProducts key={category} category={category} />
    </Page>
  );
}
