import { GROCERY_CATEGORIES } from '@nukkad/contracts/light';

/** Only a category of the spec's list can have products; any other name is not found without asking the server. */
export const isGroceryCategory = (name: string) => (GROCERY_CATEGORIES as readonly string[]).includes(name);
