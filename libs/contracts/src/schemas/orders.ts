import { z } from 'zod';

/** The delivery address copied onto an order when it is placed (the spec's `landMark` spelling). */
export const shippingAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  addressLine: z.string(),
  area: z.string(),
  landMark: z.string().nullable(),
  lat: z.number(),
  long: z.number(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
