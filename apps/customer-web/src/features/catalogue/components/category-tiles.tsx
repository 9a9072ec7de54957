import { HOME_CATEGORIES } from '@nukkad/contracts/light';
import { BasketIcon, BowlIcon, PillIcon } from '@nukkad/ui';
import type { IconProps } from '@nukkad/ui';
import { useId } from 'react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

type HomeCategory = (typeof HOME_CATEGORIES)[number]['name'];

const ART: Record<HomeCategory, { Icon: ComponentType<IconProps>; blurb: string; tone: string }> = {
  Groceries: { Icon: BasketIcon, blurb: 'Fresh produce & daily needs', tone: 'green' },
  Restaurants: { Icon: BowlIcon, blurb: 'Hot meals from local kitchens', tone: 'orange' },
  Medicines: { Icon: PillIcon, blurb: 'Coming soon', tone: 'blue' },
};

function CategoryTile({ name, path }: { name: HomeCategory; path: string }) {
  const id = useId();
  const art = ART[name];
  return (
    <Link to={path} className={`category-tile category-tile--${art.tone}`} aria-labelledby={`${id}-name`} aria-describedby={`${id}-blurb`}>
      <span className="category-tile__icon" aria-hidden="true">
        <art.Icon size={28} />
      </span>
      <span className="category-tile__text">
        <span className="category-tile__name" id={`${id}-name`}>
          {name}
        </span>
        <span className="category-tile__blurb" id={`${id}-blurb`}>
          {art.blurb}
        </span>
      </span>
    </Link>
  );
}

/** Browse Categories: the three home tiles. */
export function CategoryTiles() {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title">
        Browse Categories
      </h2>
      <ul className="category-tiles">
        {HOME_CATEGORIES.map((category) => (
          <li key={category.name}>
            <CategoryTile name={category.name} path={category.path} />
          </li>
        ))}
      </ul>
    </section>
  );
}
