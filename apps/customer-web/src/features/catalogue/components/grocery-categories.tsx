import { GROCERY_CATEGORIES } from '@nukkad/contracts';
import type { GroceryCategory } from '@nukkad/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const EMOJI: Record<GroceryCategory, string> = {
  Vegetables: '🥕',
  Fruits: '🍎',
  'Dairy & Eggs': '🥚',
  Rice: '🍚',
  'Atta & Dal': '🌾',
  'Oils & Ghee': '🫙',
  'Snacks & Namkeens': '🥨',
  'Bakery & Biscuits': '🍪',
  'Instant Food': '🍜',
  Beverages: '🧃',
  'Spices & Masala': '🌶️',
  'Dry Fruits & Nuts': '🥜',
  'Household Items': '🧽',
  'Personal Care': '🧴',
  'Ice Creams': '🍦',
  'Baby Care': '🍼',
};

/** The grid of grocery categories, each opening its product rows. */
export function GroceryCategories() {
  return (
    <ul className="grocery-grid" aria-label="Grocery categories">
      {GROCERY_CATEGORIES.map((category) => (
        <li key={category}>
          <Link to={paths.groceryCategory.getHref(category)} className="grocery-tile">
            <span className="grocery-tile__emoji" aria-hidden="true">
              {EMOJI[category]}
            </span>
            <span className="grocery-tile__name">{category}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
