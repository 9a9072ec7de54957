// A delivery partner's money: commission earned, cash collected and owed, and its settlement.
import { z } from 'zod';
import { OUTSTANDING_PAYMENT_STATUSES } from './enums';
import { envelope, idSchema, text } from './common';

export const commissionEntrySchema = z.object({
  _id: idSchema,
  /** The order's display id. */
  orderId: text(),
  commission: z.number(),
  /** The customer's tip on the order: the partner's own, beside the commission (0: none). */
  tip: z.number(),
  time: text(),
});
export type CommissionEntry = z.infer<typeof commissionEntrySchema>;
/** `total`: the commissions' sum; `tips`: the tips' sum, apart. */
export const commissionHistoryReplySchema = envelope({ commissionHistory: z.array(commissionEntrySchema), total: z.number(), tips: z.number() });
export type CommissionHistoryReply = z.infer<typeof commissionHistoryReplySchema>;

export const outstandingPaymentSchema = z.object({
  _id: idSchema,
  /** The spec's `orderId {id}`: the order's id and display id. */
  orderId: z.object({ _id: idSchema, id: text() }),
  amount: z.number(),
  status: z.enum(OUTSTANDING_PAYMENT_STATUSES),
  collectedAt: text(),
  settledAt: text().nullable(),
});
export type OutstandingPayment = z.infer<typeof outstandingPaymentSchema>;
export const outstandingPaymentsReplySchema = envelope({
  outstandingPayments: z.array(outstandingPaymentSchema),
  outstandingAmount: z.number(),
});
export type OutstandingPaymentsReply = z.infer<typeof outstandingPaymentsReplySchema>;
