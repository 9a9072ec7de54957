// Accounts: sign-up, log-in and the signed-in user of each role, and the customer's addresses.
import { z } from 'zod';
import { OTP_ALPHABET, OTP_LENGTH } from './constants';
import { CART_KEYS } from './enums';
import { INCOMPLETE_OTP_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from './messages';
import { emailSchema, envelope, idSchema, nameSchema, passwordSchema, phoneSchema, text } from './common';

const otpPattern = new RegExp(`^[${OTP_ALPHABET}]{${OTP_LENGTH}}$`);
export const otpSchema = z
  .string({ message: INCOMPLETE_OTP_MESSAGE })
  .trim()
  .toUpperCase()
  .regex(otpPattern, { message: INCOMPLETE_OTP_MESSAGE });

// ---- customers

export const cartLineSchema = z.object({ productId: idSchema, quantity: z.number().int().positive() });

export const customerSchema = z.object({
  _id: idSchema,
  name: text(),
  phone: text(),
  foodCart: z.array(cartLineSchema),
  groceryCart: z.array(cartLineSchema),
});
export type Customer = z.infer<typeof customerSchema>;
export const cartKeySchema = z.enum(CART_KEYS);

/** Sign-up sends a username with the phone; login sends the phone alone. */
export const sendOtpBodySchema = z.object({
  formData: z.object({
    phone: phoneSchema,
    username: nameSchema.optional(),
  }),
});
export type SendOtpBody = z.infer<typeof sendOtpBodySchema>;
export const sendOtpReplySchema = envelope({ message: text() });

export const userSignupBodySchema = z.object({
  formData: z.object({ phone: phoneSchema, username: nameSchema }),
  otp: otpSchema,
});
export type UserSignupBody = z.infer<typeof userSignupBodySchema>;

export const userLoginBodySchema = z.object({ phone: phoneSchema, otp: otpSchema });
export type UserLoginBody = z.infer<typeof userLoginBodySchema>;

export const customerAuthReplySchema = envelope({ token: text(), user: customerSchema, message: text() });
export type CustomerAuthReply = z.infer<typeof customerAuthReplySchema>;

export const getUserReplySchema = envelope({ user: customerSchema });
export type GetUserReply = z.infer<typeof getUserReplySchema>;

// ---- sellers

export const sellerSignupBodySchema = z.object({
  formData: z
    .object({
      username: nameSchema,
      phone: phoneSchema,
      password: passwordSchema,
      confirmPassword: text({ message: 'Confirm your password' }),
    })
    .refine((f) => f.password === f.confirmPassword, {
      message: PASSWORDS_DIFFER_MESSAGE,
      path: ['confirmPassword'],
    }),
});
export type SellerSignupBody = z.infer<typeof sellerSignupBodySchema>;

export const sellerLoginBodySchema = z.object({
  phone: phoneSchema,
  password: text().min(1, { message: 'Password is required' }),
});
export type SellerLoginBody = z.infer<typeof sellerLoginBodySchema>;

export const tokenReplySchema = envelope({ token: text(), message: text() });
export type TokenReply = z.infer<typeof tokenReplySchema>;

export const sellerShopSummarySchema = z.object({
  _id: idSchema,
  name: text(),
  category: text(),
  isOpen: z.boolean(),
});

export const sellerDetailsSchema = z.object({
  _id: idSchema,
  username: text(),
  email: text().nullable(),
  phone: text(),
  shop: sellerShopSummarySchema.nullable(),
  todaySalesTotal: z.number(),
  pendingOrdersCount: z.number().int(),
  productsCount: z.number().int(),
});
export type SellerDetails = z.infer<typeof sellerDetailsSchema>;
export const sellerDetailsReplySchema = envelope({ sellerDetails: sellerDetailsSchema });
export type SellerDetailsReply = z.infer<typeof sellerDetailsReplySchema>;

// ---- admins

export const adminSignupBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  secretKey: text().min(1, { message: 'Secret key is required' }),
});
export type AdminSignupBody = z.infer<typeof adminSignupBodySchema>;

export const adminLoginBodySchema = z.object({
  email: emailSchema,
  password: text().min(1, { message: 'Password is required' }),
  secretKey: text().min(1, { message: 'Secret key is required' }),
});
export type AdminLoginBody = z.infer<typeof adminLoginBodySchema>;

export const adminSchema = z.object({ _id: idSchema, name: text(), email: text() });
export const adminMeReplySchema = envelope({ admin: adminSchema });
export type AdminMeReply = z.infer<typeof adminMeReplySchema>;

// ---- delivery partners

export const deliverySignupBodySchema = z.object({
  username: nameSchema,
  phone: phoneSchema,
  password: passwordSchema,
  secretKey: text().min(1, { message: 'Secret key is required' }),
});
export type DeliverySignupBody = z.infer<typeof deliverySignupBodySchema>;

export const deliveryLoginBodySchema = z.object({
  phone: phoneSchema,
  password: text().min(1, { message: 'Password is required' }),
});
export type DeliveryLoginBody = z.infer<typeof deliveryLoginBodySchema>;

export const deliveryPartnerSchema = z.object({
  _id: idSchema,
  name: text(),
  phone: text(),
  isAvailable: z.boolean(),
  outstandingAmount: z.number(),
});
export const deliveryMeReplySchema = envelope({ deliveryBoy: deliveryPartnerSchema });
export type DeliveryMeReply = z.infer<typeof deliveryMeReplySchema>;

export const deliveryStatsReplySchema = envelope({
  pendingOrders: z.number().int(),
  commission: z.number(),
  /** Tips from customers on delivered orders, beside the commission. */
  tips: z.number(),
  outstandingAmount: z.number(),
});
export type DeliveryStatsReply = z.infer<typeof deliveryStatsReplySchema>;

// ---- addresses

const required = (label: string, max: number) =>
  text({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} is too long` });

/** The details a customer types; the point comes from the map. */
export const addressDetailsSchema = z.object({
  fullName: required('Full name', 60),
  phone: phoneSchema,
  addressLine: required('Address', 200),
  area: required('Area', 120),
  landmark: text()
    .trim()
    .max(120, { message: 'Landmark is too long' })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type AddressDetails = z.input<typeof addressDetailsSchema>;

export const latSchema = z.number({ message: 'Pick the location on the map' }).min(-90).max(90);
export const longSchema = z.number({ message: 'Pick the location on the map' }).min(-180).max(180);

export const addressSchema = z.object({
  _id: idSchema,
  fullName: text(),
  phone: text(),
  addressLine: text(),
  area: text(),
  landmark: text().nullable(),
  lat: z.number(),
  long: z.number(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const userIdQuerySchema = z.object({ userId: idSchema });

export const saveAddressBodySchema = z.object({
  userId: idSchema,
  address: addressDetailsSchema.extend({ lat: latSchema, long: longSchema, isDefault: z.boolean().optional() }),
});
export type SaveAddressBody = z.input<typeof saveAddressBodySchema>;

export const editAddressBodySchema = z.object({ userId: idSchema, addressId: idSchema, formData: addressDetailsSchema });
export type EditAddressBody = z.input<typeof editAddressBodySchema>;

export const addressRefQuerySchema = z.object({ userId: idSchema, addressId: idSchema });
export const setDefaultAddressBodySchema = z.object({ userId: idSchema, addressId: idSchema });

export const addressesReplySchema = envelope({ addresses: z.array(addressSchema) });
export type AddressesReply = z.infer<typeof addressesReplySchema>;
export const saveAddressReplySchema = envelope({ address: addressSchema });
