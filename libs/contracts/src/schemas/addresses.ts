import { z } from 'zod';
import { envelope, idSchema, phoneSchema, text } from './common';

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
