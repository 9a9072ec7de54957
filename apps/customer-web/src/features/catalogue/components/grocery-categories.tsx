import { GROCERY_CATEGORIES } from '@nukkad/contracts/light';
import type { GroceryCategory } from '@nukkad/contracts';
import {
  AppleIcon,
  BabyBottleIcon,
  CarrotIcon,
  ChiliIcon,
  CookieIcon,
  CupIcon,
  EggIcon,
  IceCreamIcon,
  LotionIcon,
  NoodlesIcon,
  NutIcon,
  OilIcon,
  RiceIcon,
  SnackIcon,
  SprayIcon,
  WheatIcon,
} from '@nukkad/ui';
import type { IconProps } from '@nukkad/ui';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const ICONS: Record<GroceryCategory, ComponentType<IconProps>> = {
  Vegetables: CarrotIcon,
  Fruits: AppleIcon,
  'Dairy & Eggs': EggIcon,
  Rice: RiceIcon,
  'Atta & Dal': WheatIcon,
  'Oils & Ghee': OilIcon,
  'Snacks & Namkeens': SnackIcon,
  'Bakery & Biscuits': CookieIcon,
  'Instant Food': NoodlesIcon,
  Beverages: CupIcon,
  'Spices & Masala': ChiliIcon,
  'Dry Fruits & Nuts': NutIcon,
  'Household Items': SprayIcon,
  'Personal Care': LotionIcon,
  'Ice Creams': IceCreamIcon,
  'Baby Care': BabyBottleIcon,
};

/** The grid of grocery categories, each opening its product rows. */
export function GroceryCategories() {
  return (
    <ul className="grocery-grid" aria-label="Grocery categories">
      {GROCERY_CATEGORIES.map((category) => {
        const CategoryIcon = ICONS[category];
        return (
          <li key={category}>
            <Link to={paths.groceryCategory.getHref(category)} className="grocery-tile">
              <span className="grocery-tile__icon" aria-hidden="true">
                <CategoryIcon size={28} />
              </span>
              <span className="grocery-tile__name">{category}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
