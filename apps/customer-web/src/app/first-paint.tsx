// What the customer app paints while its router, data layer and pages are still on their way: the home's first render
// (frame, hero, category tiles and the shops' and products' skeletons) or, on any other page, the page loader, which is
// what the router shows there too. This module is part of the app's first script, so it imports nothing that needs the
// router, the query cache or zod; first-paint.test.tsx holds it to the home's real first render.
import { HOME_CATEGORIES, SKELETON_COUNTS } from '@nukkad/contracts/light';
import {
  AppShell,
  BasketIcon,
  BowlIcon,
  Button,
  CartIcon,
  CloseIcon,
  DownloadIcon,
  HomeIcon,
  LoginIcon,
  MicIcon,
  MoonIcon,
  PageLoader,
  PillIcon,
  ReceiptIcon,
  SearchIcon,
  SkeletonList,
  SunIcon,
  ThemeProvider,
  ThemeToggle,
  useTheme,
} from '@nukkad/ui';
import { paths } from '../config/paths';
import { HomeHero } from '../features/catalogue/components/home-hero';
import { SEARCH_BUTTON_NAME, SEARCH_PLACEHOLDER, SearchSubmitLabel } from '../features/search/components/search-submit-label';
import { INSTALL_DISMISSED_KEY, isIos, isStandalone } from '../features/install/hooks/use-install-prompt';
import { readStorage, STORAGE_KEYS } from '../lib/storage';

const TILES = {
  Groceries: { Icon: BasketIcon, blurb: 'Fresh produce & daily needs', tone: 'green' },
  Restaurants: { Icon: BowlIcon, blurb: 'Hot meals from local kitchens', tone: 'orange' },
  Medicines: { Icon: PillIcon, blurb: 'Coming soon', tone: 'blue' },
} as const;

function Brand() {
  return (
    <a href={paths.home.getHref()} className="brand">
      <img src="/favicon.svg" alt="" width={32} height={32} className="brand__mark" />
      <span className="brand__name">Nukkad</span>
    </a>
  );
}

/** The header as it first renders: a returning customer's session is still being checked, a visitor sees Login. */
function TopBar({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="top-bar container">
      <div className="top-bar__brand">
        <Brand />
        <p className="top-bar__tag">Food &amp; groceries, nearby</p>
      </div>
      <nav className="top-nav">
        <a href={paths.recentOrders.getHref()} className="top-nav__link">
          <ReceiptIcon size={20} />
          Orders
        </a>
        <a href={paths.cart.getHref()} className="top-nav__link">
          <CartIcon size={20} />
          Cart
        </a>
        <ThemeToggle />
        {signedIn ? (
          <span className="top-nav__placeholder" />
        ) : (
          <a href={paths.login.getHref()} className="button button--primary button--sm top-nav__login">
            Login
          </a>
        )}
      </nav>
    </div>
  );
}

function MobileTopBar() {
  return (
    <div className="mobile-top-bar">
      <Brand />
      <p className="mobile-top-bar__tag">Food &amp; groceries, nearby</p>
    </div>
  );
}

/** The bottom bar as it first renders: Login until the session check has answered. */
function BottomBar() {
  const { theme } = useTheme();
  return (
    <nav className="bottom-nav">
      <a href={paths.home.getHref()} className="bottom-nav__item bottom-nav__item--active">
        <HomeIcon size={22} />
        <span className="bottom-nav__label">Home</span>
      </a>
      <a href={paths.recentOrders.getHref()} className="bottom-nav__item">
        <ReceiptIcon size={22} />
        <span className="bottom-nav__label">Orders</span>
      </a>
      <a href={paths.cart.getHref()} className="bottom-nav__item">
        <span className="bottom-nav__icon">
          <CartIcon size={22} />
        </span>
        <span className="bottom-nav__label">Cart</span>
      </a>
      <button type="button" className="bottom-nav__item">
        {theme === 'dark' ? <SunIcon size={22} /> : <MoonIcon size={22} />}
        <span className="bottom-nav__label">{theme === 'dark' ? 'Light' : 'Dark'}</span>
      </button>
      <a href={paths.login.getHref()} className="bottom-nav__item">
        <LoginIcon size={22} />
        <span className="bottom-nav__label">Login</span>
      </a>
    </nav>
  );
}

function InstallBanner() {
  if (isStandalone() || readStorage(INSTALL_DISMISSED_KEY) === 'true') return null;
  return (
    <aside className="install-banner">
      <img src="/icons/icon-192.png" alt="" width={48} height={48} className="install-banner__icon" />
      <div className="install-banner__text">
        <p className="install-banner__title">Get the Nukkad app</p>
        <p className="install-banner__hint">
          {isIos() ? 'On iPhone or iPad: tap Share, then “Add to Home Screen”.' : 'Faster ordering, right from your home screen.'}
        </p>
      </div>
      <Button size="sm" className="install-banner__install">
        <DownloadIcon size={16} />
        Install
      </Button>
      <button type="button" className="install-banner__close">
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}

function HomeFirstPaint() {
  return (
    <div className="container page page--wide home">
      <HomeHero
        search={
          <form className="search-box hero__search">
            <label className="visually-hidden">Search for food, groceries or shops</label>
            <SearchIcon className="search-box__icon" size={20} />
            <input className="search-box__input" type="search" placeholder={SEARCH_PLACEHOLDER} readOnly />
            <button type="button" className="search-box__voice">
              <MicIcon size={20} />
            </button>
            <button type="button" className="search-box__submit" aria-label={SEARCH_BUTTON_NAME}>
              <SearchSubmitLabel />
            </button>
          </form>
        }
      />
      <InstallBanner />
      <section className="home-section">
        <h2 className="section-title">Browse Categories</h2>
        <ul className="category-tiles">
          {HOME_CATEGORIES.map(({ name, path }) => {
            const tile = TILES[name];
            return (
              <li key={name}>
                <a href={path} className={`category-tile category-tile--${tile.tone}`}>
                  <span className="category-tile__icon">
                    <tile.Icon size={28} />
                  </span>
                  <span className="category-tile__text">
                    <span className="category-tile__name">{name}</span>
                    <span className="category-tile__blurb">{tile.blurb}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
      <section className="home-section">
        <h2 className="section-title">Popular Shops</h2>
        <SkeletonList count={SKELETON_COUNTS.shops} layout="scroll" label="Loading shops…" />
      </section>
      <section className="home-section">
        <h2 className="section-title">Featured Products</h2>
        <SkeletonList count={SKELETON_COUNTS.products} layout="grid" label="Loading products…" />
      </section>
    </div>
  );
}

/**
 * The first paint of the page at `path`. Inert: nothing in it can be used or read out until the real page replaces it,
 * a moment later; its links are plain links all the same.
 */
export function FirstPaint({ path }: { path: string }) {
  const signedIn = readStorage(STORAGE_KEYS.session) === '1';
  return (
    <ThemeProvider storageKey={STORAGE_KEYS.theme}>
      {path === paths.home.path ? (
        <div inert>
          <AppShell topBar={<TopBar signedIn={signedIn} />} mobileTopBar={<MobileTopBar />} bottomBar={<BottomBar />}>
            <HomeFirstPaint />
          </AppShell>
        </div>
      ) : (
        <PageLoader showLabel />
      )}
    </ThemeProvider>
  );
}
