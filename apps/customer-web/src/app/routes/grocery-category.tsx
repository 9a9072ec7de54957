import { EmptyState, PageHeader, ProductsIcon } from '@nukkad/ui';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { GroceryCategoryProducts } from '../../features/catalogue/components/grocery-category-products';
import { isGroceryCategory } from '../../features/catalogue/utils/grocery-category';

export default function GroceryCategoryRoute() {
  const category = paths.groceryCategory.fromParams(useParams());
  // An unknown name can never have products: say so instead of asking the server.
  if (!isGroceryCategory(category)) {
    return (
      <Page title="Category not found" width="narrow">
        <EmptyState
          headingLevel={1}
          icon={<ProductsIcon size={32} />}
          title="Category not found"
          description={`There is no grocery category called “${category}”. Pick one from the list.`}
          action={
            <Link to={paths.groceries.getHref()} className="button button--primary">
              All categories
            </Link>
          }
        />
      </Page>
    );
  }
  return (
    <Page title={category}>
      <PageHeader leading={<BackLink to={paths.groceries.getHref()}>All categories</BackLink>} title={category} />
      <GroceryCategoryProducts key={category} category={category} />
    </Page>
  );
}
