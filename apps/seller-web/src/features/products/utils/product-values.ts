import { DEFAULT_DIET_TYPE, GROCERY_CATEGORIES, REQUIRED_PRODUCT_FIELDS_MESSAGE, productFormBodySchema } from '@nukkad/contracts';
import type { AddProductBody, Product } from '@nukkad/contracts';
import type { z } from 'zod';
import { isSellerImageList, toSellerImages } from '../../../components/image-upload/image-upload';
import type { SellerImage } from '../../../components/image-upload/image-upload';
import { isRecord, isString, isStringList } from '../../../hooks/use-session-draft';

/** What the product form holds while the seller types: text as typed, tags and images as lists. */
export interface ProductFormValues {
  name: string;
  price: string;
  basePrice: string;
  dietType: string;
  /** Grocery shops only: the first category, one of the sixteen grocery categories. */
  groceryCategory: string;
  /** Free tags: every category of other shops, the categories after the first of a grocery shop. */
  categories: string[];
  images: SellerImage[];
  description: string;
}

export const PRODUCT_FIELDS = ['name', 'price', 'basePrice', 'dietType', 'groceryCategory', 'categories', 'images', 'description'] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];
export type ProductErrors = Partial<Record<ProductField, string>>;

export const EMPTY_PRODUCT: ProductFormValues = {
  name: '',
  price: '',
  basePrice: '',
  dietType: DEFAULT_DIET_TYPE,
  groceryCategory: '',
  categories: [],
  images: [],
  description: '',
};

const isGroceryCategory = (value: string | undefined): value is string => (GROCERY_CATEGORIES as readonly string[]).includes(value ?? '');

/** A saved product as the form shows it; a grocery product's first category goes to the grocery select when it is one of the sixteen. */
export function productToValues(product: Product): ProductFormValues {
  const [first, ...rest] = product.categories;
  const grocery = product.shopType === 'Grocery' && isGroceryCategory(first);
  return {
    name: product.name,
    price: String(product.price),
    basePrice: product.basePrice === null ? '' : String(product.basePrice),
    dietType: product.dietType,
    groceryCategory: grocery ? first : '',
    categories: grocery ? rest : [...product.categories],
    images: toSellerImages(product.images),
    description: product.description,
  };
}

/** A stored draft, when it has the form's shape. */
export function readProductDraft(raw: unknown): ProductFormValues | null {
  if (!isRecord(raw)) return null;
  const { name, price, basePrice, dietType, groceryCategory, categories, images, description } = raw;
  if (![name, price, basePrice, dietType, groceryCategory, description].every(isString)) return null;
  if (!isStringList(categories) || !isSellerImageList(images)) return null;
  return { name, price, basePrice, dietType, groceryCategory, categories, images, description } as ProductFormValues;
}

export type ProductCheck =
  | { ok: true; body: z.output<typeof productFormBodySchema> }
  | { ok: false; errors: ProductErrors; message: string };

/** The form's field a schema issue or a 400 reply's error is about (`product.categories.0` is the categories field). */
function fieldOf(path: readonly PropertyKey[] | string): ProductField | null {
  const segments = typeof path === 'string' ? path.split('.') : path.map(String);
  if (segments.includes('categories')) return 'categories';
  const last = segments[segments.length - 1];
  return PRODUCT_FIELDS.find((field) => field === last) ?? null;
}

/** The first message for each field of the form, from schema issues or a 400 reply's `errors[]`. */
export function productErrorsFrom(issues: ReadonlyArray<{ path: readonly PropertyKey[] | string; message: string }>): ProductErrors {
  const errors: ProductErrors = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Checks the form the way the API will: name, price, diet type and an image are required (spec: 'Please fill all
 * required fields!'), grocery shops choose the first category, then the contracts' schema has its say.
 */
export function checkProduct(values: ProductFormValues, isGrocery: boolean): ProductCheck {
  const missing: ProductErrors = {};
  if (!values.name.trim()) missing.name = 'Enter the product’s name.';
  if (!values.price.trim()) missing.price = 'Enter the price.';
  if (!values.dietType) missing.dietType = 'Choose a diet type.';
  if (isGrocery && !values.groceryCategory) missing.groceryCategory = 'Choose a grocery category.';
  if (values.images.length === 0) missing.images = 'Add at least one image.';
  if (Object.keys(missing).length > 0) return { ok: false, errors: missing, message: REQUIRED_PRODUCT_FIELDS_MESSAGE };

  const body: AddProductBody = {
    product: {
      name: values.name,
      price: values.price,
      basePrice: values.basePrice.trim() ? values.basePrice : null,
      dietType: values.dietType as AddProductBody['product']['dietType'],
      categories: isGrocery ? [values.groceryCategory, ...values.categories] : values.categories,
      description: values.description,
    },
    images: values.images.map((image) => image.url),
  };
  const parsed = productFormBodySchema.safeParse(body);
  if (!parsed.success) return { ok: false, errors: productErrorsFrom(parsed.error.issues), message: 'Please correct the fields marked in red.' };
  const { price, basePrice } = parsed.data.product;
  if (basePrice != null && basePrice < price) {
    return { ok: false, errors: { basePrice: 'The price before discount cannot be below the price.' }, message: 'Please correct the fields marked in red.' };
  }
  return { ok: true, body: parsed.data };
}
