import { AppleIcon, BowlIcon, CarrotIcon, CupcakeIcon, MilkIcon, PizzaIcon } from '@nukkad/ui';
import { Footer } from '../../components/footer';
import { Page } from '../../components/page';
import { CategoryTiles } from '../../features/catalogue/components/category-tiles';
import { FeaturedProducts } from '../../features/catalogue/components/featured-products';
import { PopularShops } from '../../features/catalogue/components/popular-shops';
import { InstallBanner } from '../../features/install/components/install-banner';
import { SearchBox } from '../../features/search/components/search-box';

const HERO_ART = [CarrotIcon, BowlIcon, MilkIcon, PizzaIcon, AppleIcon, CupcakeIcon];

export default function HomeRoute() {
  return (
    <>
      <Page className="home">
        <header className="hero">
          <p className="hero__eyebrow">Your neighbourhood, delivered</p>
          <h1 className="hero__title">Food &amp; groceries from shops around the corner</h1>
          <p className="hero__tagline">Hot meals, fresh vegetables and daily essentials from local shops — at your door in minutes.</p>
          <SearchBox className="hero__search" />
          <div className="hero__art" aria-hidden="true">
            {HERO_ART.map((Art, index) => (
              <span key={index}>
                <Art size={40} />
              </span>
            ))}
          </div>
        </header>
        <InstallBanner />
        <CategoryTiles />
        <PopularShops />
        <FeaturedProducts />
      </Page>
      <Footer />
    </>
  );
}
