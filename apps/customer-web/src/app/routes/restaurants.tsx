import { PageHeader } from '@nukkad/ui';
import { BackLink } from '../../components/back-link';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { RestaurantList } from '../../features/catalogue/components/restaurant-list';

export default function RestaurantsRoute() {
  return (
    <Page title="Restaurants">
      <PageHeader
        leading={<BackLink to={paths.home.getHref()}>Home</BackLink>}
        title="Discover Restaurants Near You"
        subtitle="Hot meals from kitchens in your neighbourhood."
      />
      <RestaurantList />
    </Page>
  );
}
