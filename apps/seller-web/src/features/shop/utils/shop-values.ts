import { addShopBodySchema, PREPARATION_MINUTES_DEFAULT, WEEK_DAYS, WEEK_DAY_NAMES, type WeekDay } from '@nukkad/contracts';
import type { AddShopBody, SellerShop, WeeklyHours } from '@nukkad/contracts';
import type { z } from 'zod';
import { isSellerImageList, toSellerImages } from '../../../components/image-upload/image-upload';
import type { SellerImage } from '../../../components/image-upload/image-upload';
import { isRecord, isString, isStringList } from '../../../hooks/use-session-draft';

/** What the shop form holds while the seller types. */
export interface ShopFormValues {
  name: string;
  category: string;
  productCategories: string[];
  addressLine: string;
  pincode: string;
  city: string;
  state: string;
  images: SellerImage[];
  description: string;
  /** Weekly opening hours as typed; null: none. */
  hours: WeeklyHours | null;
  /** The shop discount's percent as typed; blank: none. */
  discountPercent: string;
  /** Its window as `datetime-local` values in the device's time zone; blank: from now, or until cleared. */
  discountStarts: string;
  discountEnds: string;
  /** Minutes the shop needs before an order for later's slot, as typed. */
  preparationMinutes: string;
}

export const SHOP_FIELDS = ['name', 'category', 'productCategories', 'addressLine', 'pincode', 'city', 'state', 'images', 'description', 'hours', 'discount', 'preparationMinutes'] as const;
export type ShopField = (typeof SHOP_FIELDS)[number];
export type ShopErrors = Partial<Record<ShopField, string>>;

export const EMPTY_SHOP: ShopFormValues = {
  name: '',
  category: '',
  productCategories: [],
  addressLine: '',
  pincode: '',
  city: '',
  state: '',
  images: [],
  description: '',
  hours: null,
  discountPercent: '',
  discountStarts: '',
  discountEnds: '',
  preparationMinutes: String(PREPARATION_MINUTES_DEFAULT),
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a `datetime-local` input shows it, in the device's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** A `datetime-local` value as an instant; what is not a date goes as typed, for the schema to refuse. */
function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

export function shopToValues(shop: SellerShop): ShopFormValues {
  return {
    name: shop.name,
    category: shop.category,
    productCategories: [...shop.productCategories],
    addressLine: shop.address.addressLine,
    pincode: shop.address.pincode,
    city: shop.address.city,
    state: shop.address.state,
    images: toSellerImages(shop.images),
    description: shop.description,
    hours: shop.hours,
    discountPercent: shop.discount ? String(shop.discount.percent) : '',
    discountStarts: toLocalInput(shop.discount?.startsAt ?? null),
    discountEnds: toLocalInput(shop.discount?.endsAt ?? null),
    preparationMinutes: String(shop.preparationMinutes),
  };
}

const isSpanList = (value: unknown) => Array.isArray(value) && value.every((span) => isRecord(span) && isString(span.opens) && isString(span.closes));
const isHoursDraft = (value: unknown): value is WeeklyHours | null =>
  value === null || (isRecord(value) && WEEK_DAYS.every((day) => isSpanList(value[day])));

/** A stored draft, when it has the form's shape. */
export function readShopDraft(raw: unknown): ShopFormValues | null {
  if (!isRecord(raw)) return null;
  const { name, category, productCategories, addressLine, pincode, city, state, images, description } = raw;
  // A draft kept before the form had hours reads as none.
  const hours = raw.hours ?? null;
  // …and before it had a preparation time, as the default.
  const preparationMinutes = raw.preparationMinutes ?? EMPTY_SHOP.preparationMinutes;
  if (![name, category, addressLine, pincode, city, state, description, preparationMinutes].every(isString)) return null;
  if (!isStringList(productCategories) || !isSellerImageList(images) || !isHoursDraft(hours)) return null;
  // A draft kept before the form had a discount reads as none.
  const [discountPercent, discountStarts, discountEnds] = [raw.discountPercent, raw.discountStarts, raw.discountEnds].map((v) => (isString(v) ? v : ''));
  return {
    name,
    category,
    productCategories,
    addressLine,
    pincode,
    city,
    state,
    images,
    description,
    hours,
    discountPercent,
    discountStarts,
    discountEnds,
    preparationMinutes,
  } as ShopFormValues;
}

/** An hours issue names its day: `shop.hours.tue.0.opens` reads "Tue: …". */
function hoursMessage(segments: string[], message: string) {
  const day = segments[segments.indexOf('hours') + 1];
  return day && day in WEEK_DAY_NAMES ? `${WEEK_DAY_NAMES[day as WeekDay]}: ${message}` : message;
}

/** The form's field a schema issue or a 400 reply's error is about (`shop.productCategories.0` is the tags field). */
export function shopErrorsFrom(issues: ReadonlyArray<{ path: readonly PropertyKey[] | string; message: string }>): ShopErrors {
  const errors: ShopErrors = {};
  for (const issue of issues) {
    const segments = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    if (segments.includes('discount')) {
      errors.discount ??= issue.message;
      continue;
    }
    if (segments.includes('hours')) {
      errors.hours ??= hoursMessage(segments, issue.message);
      continue;
    }
    const field = segments.includes('productCategories')
      ? 'productCategories'
      : segments.includes('images')
        ? 'images'
        : SHOP_FIELDS.find((name) => name === segments[segments.length - 1]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export type ShopCheck = { ok: true; body: z.output<typeof addShopBodySchema> } | { ok: false; errors: ShopErrors };

/** Name and category are required (spec); the rest is checked by the contracts' schema, as the API will. */
export function checkShop(values: ShopFormValues): ShopCheck {
  const body: AddShopBody = {
    shop: {
      name: values.name,
      category: values.category as AddShopBody['shop']['category'],
      productCategories: values.productCategories,
      address: { addressLine: values.addressLine, pincode: values.pincode, city: values.city, state: values.state },
      description: values.description,
      hours: values.hours,
      discount:
        values.discountPercent.trim() === ''
          ? null
          : { percent: Number(values.discountPercent), startsAt: fromLocalInput(values.discountStarts), endsAt: fromLocalInput(values.discountEnds) },
      // Typed text: a blank or a word is no number, and the schema says what is wanted.
      preparationMinutes: values.preparationMinutes.trim() === '' ? Number.NaN : Number(values.preparationMinutes),
    },
    images: values.images.map((image) => image.url),
  };
  const parsed = addShopBodySchema.safeParse(body);
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: shopErrorsFrom(parsed.error.issues) };
}
