import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PHONE_LENGTH } from '../constants';

/** Every reply carries `success`; failures add `message` and, for bad input, the fields at fault. */
export const fieldErrorSchema = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorReplySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const messageReplySchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** Builds a success reply schema: `{ success: true, message?, ...fields }`. */
export function envelope<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), message: z.string().optional() }).extend(shape);
}

export const idSchema = z.uuid({ message: 'Must be a valid id' });

export const phoneSchema = z
  .string({ message: 'Phone is required' })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), { message: `Phone must be ${PHONE_LENGTH} digits` });

export const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters long.` })
  .max(128, { message: 'Password is too long' });

export const nameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(60, { message: 'Name is too long' });

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address' }));

/** Money on the wire is rupees with at most two decimals; inside it is integer paise. */
export const rupeesSchema = z
  .number()
  .nonnegative()
  .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
    message: 'At most two decimals',
  });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
