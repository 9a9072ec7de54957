// The seller's own shop and products (spec §2 seller routes, §7 seller calls), and the images they upload.
import { z } from 'zod';
import { DIET_TYPES, SHOP_CATEGORIES } from './enums';
import { REQUIRED_PRODUCT_FIELDS_MESSAGE } from './messages';
import { productSchema, shopSchema } from './catalogue';
import { preparationMinutesSchema, weeklyHoursSchema } from './shop-hours';
import { emailSchema, envelope, idSchema, passwordSchema, text } from './common';
import { SHOP_DISCOUNT_PERCENT_MAX, PRODUCT_NAME_MAX, SHOP_NAME_MAX, DESCRIPTION_MAX, TAG_MAX, TAGS_MAX, SELLER_IMAGES_MAX, SELLER_USERNAME_MAX, SALES_CHART_DAYS } from './constants';

/** The seller's own shop and products (spec §2 seller routes, §7 seller calls). */

const PRICE_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
const PRICE_MESSAGE = 'Enter a price in rupees greater than 0, with at most two decimals';

/**
 * A price as the seller types it: rupees as text (or a number), at most two decimals, greater than 0.
 * Parsed to a number of rupees here; the API converts it to paise at its boundary.
 */
export const typedPriceSchema = z
  .union([text(), z.number()], { error: (issue) => (issue.input === undefined ? REQUIRED_PRODUCT_FIELDS_MESSAGE : PRICE_MESSAGE) })
  .transform((value) => String(value).trim())
  .refine((value) => value !== '', { message: REQUIRED_PRODUCT_FIELDS_MESSAGE, abort: true })
  .refine((value) => PRICE_PATTERN.test(value) && Number(value) > 0, { message: PRICE_MESSAGE })
  .transform(Number);

/** An optional price as typed: a blank field, null or absent means none; anything else is read as `typedPriceSchema`. */
export const optionalTypedPriceSchema = z
  .union([text(), z.number()], { error: PRICE_MESSAGE })
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
  .refine((value) => value === '' || (PRICE_PATTERN.test(value) && Number(value) > 0), { message: PRICE_MESSAGE })
  .transform((value) => (value === '' ? null : Number(value)));

const tagSchema = text().trim().min(1, { message: 'Tags must not be empty' }).max(TAG_MAX, { message: 'Tag is too long' });
const tagsSchema = z.array(tagSchema).max(TAGS_MAX, { message: `At most ${TAGS_MAX} tags` });
/** Image paths as `POST /upload` answered them (`url`); each must be the seller's own upload or already on the record. */
const imagePathsSchema = (missingMessage?: string) =>
  z
    .array(text().min(1).max(300), missingMessage === undefined ? undefined : { error: missingMessage })
    .max(SELLER_IMAGES_MAX, { message: `At most ${SELLER_IMAGES_MAX} images` });
/** A missing form object reads as missing fields; its other issues keep their own messages. */
const missingAsRequired = (message: string) => ({
  error: (issue: { code?: string; input?: unknown }) => (issue.code === 'invalid_type' && issue.input === undefined ? message : undefined),
});

export const productFormSchema = z.strictObject(
  {
    name: text({ message: REQUIRED_PRODUCT_FIELDS_MESSAGE })
      .trim()
      .min(1, { message: REQUIRED_PRODUCT_FIELDS_MESSAGE })
      .max(PRODUCT_NAME_MAX, { message: 'Name is too long' }),
    price: typedPriceSchema,
    /** The price before a discount, shown struck through; never below price. */
    basePrice: optionalTypedPriceSchema,
    dietType: z.enum(DIET_TYPES, { message: REQUIRED_PRODUCT_FIELDS_MESSAGE }),
    categories: tagsSchema.default([]),
    description: text({ multiline: true }).max(DESCRIPTION_MAX, { message: 'Description is too long' }).default(''),
  },
  missingAsRequired(REQUIRED_PRODUCT_FIELDS_MESSAGE),
);
export type ProductForm = z.input<typeof productFormSchema>;

const productImagesSchema = imagePathsSchema(REQUIRED_PRODUCT_FIELDS_MESSAGE).min(1, { message: REQUIRED_PRODUCT_FIELDS_MESSAGE });

/**
 * An edit form that also takes the other keys of its own GET reply and drops them, so a client may send back what it
 * read with its changes (spec §7); those keys are never applied, and a key in neither is still refused.
 */
function acceptingReadKeys<F extends z.ZodObject, R extends z.ZodObject>(form: F, read: R) {
  const readOnly = Object.keys(read.shape).filter((key) => !(key in form.shape));
  const ignored = Object.fromEntries(readOnly.map((key) => [key, z.unknown().optional()]));
  return form.extend(ignored).transform((value) => {
    const kept: Record<string, unknown> = { ...value };
    for (const key of readOnly) delete kept[key];
    return kept as z.output<F>;
  });
}

/** A new product, in stock unless the seller says otherwise (the Product entity's inStock, default true). */
export const addProductFormSchema = productFormSchema.extend({ inStock: z.boolean({ message: 'inStock must be true or false' }).default(true) });
/** What the seller's product form fills in, for adding and editing alike (the form never sets stock). */
export const productFormBodySchema = z.strictObject({ product: productFormSchema, images: productImagesSchema });
export const addProductBodySchema = productFormBodySchema.extend({ product: addProductFormSchema });
export type AddProductBody = z.input<typeof addProductBodySchema>;
/** A product as its seller sees it: archived ones are listed apart, with a Restore action. */
export const sellerProductSchema = productSchema.extend({ archived: z.boolean() });
export type SellerProduct = z.infer<typeof sellerProductSchema>;
export const editProductBodySchema = z.strictObject({
  product: acceptingReadKeys(productFormSchema, sellerProductSchema),
  productId: idSchema,
  images: productImagesSchema,
});
export type EditProductBody = z.input<typeof editProductBodySchema>;

const DISCOUNT_PERCENT_MESSAGE = `Enter a whole percent from 1 to ${SHOP_DISCOUNT_PERCENT_MAX}`;
const DISCOUNT_TIME_MESSAGE = 'Enter a date and time with its time zone';
const discountTimeSchema = z.iso.datetime({ offset: true, message: DISCOUNT_TIME_MESSAGE }).nullable().default(null);

/**
 * A shop discount as its seller sets it: a whole percent off every product (their selling price; the base price
 * stays), running from `startsAt` (null: now) until `endsAt` (null: until cleared).
 */
export const shopDiscountSchema = z
  .strictObject({
    percent: z
      .number({ message: DISCOUNT_PERCENT_MESSAGE })
      .int({ message: DISCOUNT_PERCENT_MESSAGE })
      .min(1, { message: DISCOUNT_PERCENT_MESSAGE })
      .max(SHOP_DISCOUNT_PERCENT_MAX, { message: DISCOUNT_PERCENT_MESSAGE }),
    startsAt: discountTimeSchema,
    endsAt: discountTimeSchema,
  })
  .refine((d) => d.startsAt === null || d.endsAt === null || Date.parse(d.startsAt) < Date.parse(d.endsAt), {
    message: 'The discount must end after it starts',
    path: ['endsAt'],
  });
export type ShopDiscount = z.output<typeof shopDiscountSchema>;

export const shopFormSchema = z.strictObject({
  name: text({ message: 'Shop name is required' })
    .trim()
    .min(1, { message: 'Shop name is required' })
    .max(SHOP_NAME_MAX, { message: 'Shop name is too long' }),
  category: z.enum(SHOP_CATEGORIES, { message: 'Choose a category' }),
  productCategories: tagsSchema.default([]),
  address: z
    .strictObject({
      addressLine: text().trim().max(200).default(''),
      pincode: text()
        .trim()
        .regex(/^(\d{6})?$/, { message: 'Pincode must be 6 digits' })
        .default(''),
      city: text().trim().max(60).default(''),
      state: text().trim().max(60).default(''),
    })
    .default({ addressLine: '', pincode: '', city: '', state: '' }),
  description: text({ multiline: true }).max(DESCRIPTION_MAX, { message: 'Description is too long' }).default(''),
  /** Weekly opening hours in Asia/Kolkata; null: none, the shop is open unless closed by hand; left out: unchanged. */
  hours: weeklyHoursSchema.nullable().optional(),
  /** The shop's discount; null: none; left out: unchanged. */
  discount: shopDiscountSchema.nullable().optional(),
  /** Minutes the shop needs before a scheduled order's slot (orders for later are released to it that long before); left out: unchanged. */
  preparationMinutes: preparationMinutesSchema.optional(),
});
export type ShopForm = z.input<typeof shopFormSchema>;

/** The seller's own shop: the catalogue's shop without the customer-only rating and product page. */
export const sellerShopSchema = shopSchema
  .omit({ rating: true, products: true })
  .extend({
    productCount: z.number().int().min(0),
    hours: weeklyHoursSchema.nullable(),
    preparationMinutes: z.number().int(),
    /** The discount as set, window and all, whether running now or not (`discountPercent` says what runs now). */
    discount: z.object({ percent: z.number().int(), startsAt: text().nullable(), endsAt: text().nullable() }).nullable(),
  });
export type SellerShop = z.infer<typeof sellerShopSchema>;

export const addShopBodySchema = z.strictObject({ shop: shopFormSchema, images: imagePathsSchema().default([]) });
export type AddShopBody = z.input<typeof addShopBodySchema>;
export const editShopBodySchema = z.strictObject({
  shop: acceptingReadKeys(shopFormSchema, sellerShopSchema),
  shopId: idSchema,
  images: imagePathsSchema().default([]),
});
export type EditShopBody = z.input<typeof editShopBodySchema>;
export const sellerShopReplySchema = envelope({ shop: sellerShopSchema });
export type SellerShopReply = z.infer<typeof sellerShopReplySchema>;

export const productIdParamsSchema = z.object({ productId: idSchema });
export const sellerProductReplySchema = envelope({ product: sellerProductSchema });
export type SellerProductReply = z.infer<typeof sellerProductReplySchema>;
export const sellerProductsReplySchema = envelope({ products: z.array(sellerProductSchema) });
export type SellerProductsReply = z.infer<typeof sellerProductsReplySchema>;

/** The reply header of GET /api/shop/qr.svg and /qr.png naming the address the code opens. */
export const SHOP_QR_URL_HEADER = 'x-shop-url';

export const updateStockBodySchema = z.strictObject({ productId: idSchema });
export const updateStockReplySchema = envelope({ inStock: z.boolean() });

export const updateShopStatusBodySchema = z.strictObject({ isOpen: z.boolean({ message: 'isOpen must be true or false' }) });
export const updateShopStatusReplySchema = envelope({ isOpen: z.boolean() });

export const sellerProfileSchema = z.object({
  _id: idSchema,
  username: text(),
  email: text().nullable(),
  phone: text(),
  shop: z.object({ _id: idSchema, name: text(), category: z.enum(SHOP_CATEGORIES), isOpen: z.boolean() }).nullable(),
  /** Sum of every sales record (spec §9: seller sales is the sum of salesHistory amounts), rupees. */
  salesTotal: z.number(),
  todaySalesTotal: z.number(),
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;
export const sellerProfileReplySchema = envelope({ seller: sellerProfileSchema });
export type SellerProfileReply = z.infer<typeof sellerProfileReplySchema>;

export const updateSellerProfileBodySchema = z.strictObject({
  username: text({ message: 'Username is required' })
    .trim()
    .min(1, { message: 'Username is required' })
    .max(SELLER_USERNAME_MAX, { message: 'Username is too long' }),
  email: emailSchema,
});
export type UpdateSellerProfileBody = z.input<typeof updateSellerProfileBodySchema>;

export const sellerIdParamsSchema = z.object({ sellerId: idSchema });
export const changeSellerPasswordBodySchema = z.strictObject({
  currentPassword: text({ message: 'Current password is required' }).min(1, { message: 'Current password is required' }).max(128),
  newPassword: passwordSchema,
});
export type ChangeSellerPasswordBody = z.input<typeof changeSellerPasswordBodySchema>;

export const salesQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(SALES_CHART_DAYS),
});
export const salesDaySchema = z.object({ date: text(), amount: z.number() });
export type SalesDay = z.infer<typeof salesDaySchema>;
export const salesReplySchema = envelope({ sales: z.array(salesDaySchema), total: z.number() });
export type SalesReply = z.infer<typeof salesReplySchema>;

// ---- uploads

/** One stored image: the full size and the card size, both WebP paths under /uploads/. */
export const uploadedImageSchema = z.object({ url: text(), thumbUrl: text() });
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const uploadReplySchema = z.object({
  success: z.literal(true),
  files: z.array(uploadedImageSchema),
});
export type UploadReply = z.infer<typeof uploadReplySchema>;
