import { z } from 'zod';
import { text } from './common';

/** The delivery address copied onto an order when it is placed (the spec's `landMark` spelling). */
export const shippingAddressSchema = z.object({
  fullName: text(),
  phone: text(),
  addressLine: text(),
  area: text(),
  landMark: text().nullable(),
  lat: z.number(),
  long: z.number(),
});
export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
