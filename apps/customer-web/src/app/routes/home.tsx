import { Footer } from '../../components/footer';
import { Page } from '../../components/page';
import { CategoryTiles } from '../../features/catalogue/components/category-tiles';
import { FeaturedProducts } from '../../features/catalogue/components/featured-products';
import { HomeHero } from '../../features/catalogue/components/home-hero';
import { PopularShops } from '../../features/catalogue/components/popular-shops';
import { InstallBanner } from '../../features/install/components/install-banner';
import { SearchBox } from '../../features/search/components/search-box';

export default function HomeRoute() {
  return (
    <>
      <Page className="home">
        <HomeHero search={<SearchBox className="hero__search" />} />
        <InstallBanner />
        <CategoryTiles />
        <PopularShops />
        <FeaturedProducts />
      </Page>
      <Footer />
    </>
  );
}
