// Help with an order (a step past the spec): a customer's queries about an order, answered by admins in a thread.
import { z } from 'zod';
import { envelope, idSchema, pageQuerySchema, text } from './common';

export const QUERY_TOPICS = ['missing_item', 'wrong_item', 'late', 'payment', 'other'] as const;
export type QueryTopic = (typeof QUERY_TOPICS)[number];
/** How each topic reads in both apps. */
export const QUERY_TOPIC_LABELS: Record<QueryTopic, string> = {
  missing_item: 'Missing item',
  wrong_item: 'Wrong item',
  late: 'Order is late',
  payment: 'Payment',
  other: 'Something else',
};

export const QUERY_STATUSES = ['open', 'resolved'] as const;
export type QueryStatus = (typeof QUERY_STATUSES)[number];

export const QUERY_MESSAGE_MAX = 1000;
export const QUERIES_PAGE_SIZE = 10;
export const QUERY_ALREADY_OPEN_MESSAGE =
  'You already have an open query about this on this order. Add a message to it instead.';
export const QUERY_RESOLVED_MESSAGE = 'This query is resolved. Raise a new one if you still need help.';
export const QUERY_NOT_FOUND_MESSAGE = 'Query not found';
export const QUERY_PHOTO_NOT_FOUND_MESSAGE = 'Photo not found';

const messageSchema = text({ message: 'Message is required', multiline: true })
  .trim()
  .min(1, { message: 'Please describe the problem' })
  .max(QUERY_MESSAGE_MAX, { message: `Keep the message under ${QUERY_MESSAGE_MAX} characters` });

/** `POST /api/queries`: a new query on one of the customer's orders, with a photo uploaded first (`POST /api/queries/photos`). */
export const raiseQueryBodySchema = z.strictObject({
  orderId: idSchema,
  topic: z.enum(QUERY_TOPICS, { message: 'Choose what the problem is' }),
  message: messageSchema,
  photoId: idSchema.optional(),
});
export type RaiseQueryBody = z.input<typeof raiseQueryBodySchema>;

/** `POST /api/queries/{queryId}/messages`: the customer adds to their open query, or an admin replies. */
export const queryMessageBodySchema = z.strictObject({ message: messageSchema });
export type QueryMessageBody = z.input<typeof queryMessageBodySchema>;

export const queryIdParamsSchema = z.object({ queryId: idSchema });
export const queryPhotoParamsSchema = z.object({ photoId: idSchema });

/** `GET /api/queries?status&page` (admins): the inbox, newest first. */
export const queriesInboxQuerySchema = pageQuerySchema.extend({
  status: z.enum(QUERY_STATUSES, { message: 'Status is open or resolved' }).default('open'),
});
export type QueriesInboxQuery = z.input<typeof queriesInboxQuerySchema>;

export const queryThreadMessageSchema = z.object({
  _id: idSchema,
  /** Who wrote it: the customer, or support (an admin). */
  from: z.enum(['customer', 'support']),
  message: text({ multiline: true }),
  /** The private photo's address (only the customer and admins may read it), or null. */
  photoUrl: text().nullable(),
  createdAt: text(),
});
export type QueryThreadMessage = z.infer<typeof queryThreadMessageSchema>;

const queryHeadShape = {
  _id: idSchema,
  topic: z.enum(QUERY_TOPICS),
  status: z.enum(QUERY_STATUSES),
  createdAt: text(),
  updatedAt: text(),
  resolvedAt: text().nullable(),
  /** The order it is about: its id and display code. */
  order: z.object({ _id: idSchema, id: text() }),
  customer: z.object({ _id: idSchema, name: text(), phone: text() }),
};

export const customerQuerySchema = z.object({ ...queryHeadShape, messages: z.array(queryThreadMessageSchema) });
export type CustomerQuery = z.infer<typeof customerQuerySchema>;

export const querySummarySchema = z.object({ ...queryHeadShape, messageCount: z.number().int().min(1), lastMessage: text({ multiline: true }) });
export type QuerySummary = z.infer<typeof querySummarySchema>;

export const queryReplySchema = envelope({ query: customerQuerySchema });
export type QueryReply = z.infer<typeof queryReplySchema>;
export const orderQueriesReplySchema = envelope({ queries: z.array(customerQuerySchema) });
export type OrderQueriesReply = z.infer<typeof orderQueriesReplySchema>;
export const queriesInboxReplySchema = envelope({ queries: z.array(querySummarySchema), totalQueries: z.number().int().min(0) });
export type QueriesInboxReply = z.infer<typeof queriesInboxReplySchema>;
export const queryPhotoReplySchema = envelope({ photo: z.object({ _id: idSchema }) });
export type QueryPhotoReply = z.infer<typeof queryPhotoReplySchema>;

/** Where a query photo is read (with the session): the API streams it to its customer and to admins only. */
export const queryPhotoUrl = (photoId: string) => `/api/queries/photos/${photoId}`;
