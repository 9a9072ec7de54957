// The seller's own shop and products: messages, limits and the sales chart's span. Plain values, apart from the schemas
// (schemas/shop-management.ts), so a page can use them without loading zod.

export const REQUIRED_PRODUCT_FIELDS_MESSAGE = 'Please fill all required fields!';
export const SHOP_STATUS_MESSAGES = { open: 'Shop is now Open!', closed: 'Shop is now Closed!' } as const;
export const PRODUCT_NAME_MAX = 120;
export const SHOP_NAME_MAX = 80;
export const DESCRIPTION_MAX = 2000;
export const TAG_MAX = 40;
export const TAGS_MAX = 20;
export const SELLER_IMAGES_MAX = 6;
export const SELLER_USERNAME_MAX = 60;

/** Sales of the last days, one entry per Asia/Kolkata day, oldest first, days without sales at 0. */
export const SALES_CHART_DAYS = 30;
