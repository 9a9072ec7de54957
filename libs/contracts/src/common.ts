import { isRupees } from '@nukkad/pricing';
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, PHONE_LENGTH } from './constants';

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
// The database refuses NUL, and no field has a use for the other C0 controls or DEL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const WITHOUT_CONTROLS = /^[^\u0000-\u001F\u007F]*$/;
// Free text over several lines keeps tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const WITHOUT_CONTROLS_BUT_LINES = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/**
 * Every string of the contracts is built here, so control characters are refused once, at the schema (400),
 * for every field, path parameter and query string. `multiline` keeps tab and line breaks for free text.
 */
export function text(options: { message?: string; multiline?: boolean } = {}) {
  const base = options.message === undefined ? z.string() : z.string({ message: options.message });
  return base.regex(options.multiline ? WITHOUT_CONTROLS_BUT_LINES : WITHOUT_CONTROLS, { message: CONTROL_CHARACTERS_MESSAGE });
}

/** Every reply carries `success`; failures add `message` and, for bad input, the fields at fault. */
export const fieldErrorSchema = z.object({ path: text(), message: text() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorReplySchema = z.object({
  success: z.literal(false),
  message: text(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorReply = z.infer<typeof errorReplySchema>;

export const messageReplySchema = z.object({ success: z.literal(true), message: text() });
export type MessageReply = z.infer<typeof messageReplySchema>;

/** Builds a success reply schema: `{ success: true, message?, ...fields }`. */
export function envelope<T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true), message: text().optional() }).extend(shape);
}

export const idSchema = z.uuid({ message: 'Must be a valid id' });

export const phoneSchema = text({ message: 'Phone is required' })
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), { message: `Phone must be ${PHONE_LENGTH} digits` });

export const passwordSchema = text({ message: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, { message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters long.` })
  .max(128, { message: 'Password is too long' });

export const nameSchema = text({ message: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(60, { message: 'Name is too long' });

export const emailSchema = text().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid e-mail address' }));

/**
 * Money on the wire is rupees with at most two decimals; inside it is integer paise. The schema accepts exactly
 * what pricing's conversion takes (finite, at most two decimals, a safe number of paise), and no negative amount.
 */
export const rupeesSchema = z
  .number()
  .nonnegative()
  .refine(isRupees, { message: 'Must be rupees with at most two decimals' });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
