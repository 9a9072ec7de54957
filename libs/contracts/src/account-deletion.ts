// Deleting one's own account (customer, seller, partner): `DELETE /api/auth/delete-account`, confirmed with a
// one-time code (customers) or the password (sellers, partners).
import { z } from 'zod';
import { otpSchema } from './accounts';
import { text } from './common';
import type { Role } from './enums';

/** The confirmation: a customer sends the login code just sent to their phone, a seller or partner their password. */
export const deleteAccountBodySchema = z.object({
  otp: otpSchema.optional(),
  password: text({ message: 'Password is required' }).min(1, { message: 'Password is required' }).max(128, { message: 'Password is too long' }).optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** The roles that may delete their own account (an admin may not). */
export const DELETABLE_ROLES = ['customer', 'seller', 'delivery'] as const satisfies readonly Role[];
export type DeletableRole = (typeof DELETABLE_ROLES)[number];
