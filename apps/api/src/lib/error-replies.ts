import { errorReplySchema } from '@nukkad/contracts';

/** The failure replies a route may send, each in the one error shape. */
export const errorReplies = {
  400: errorReplySchema,
  401: errorReplySchema,
  403: errorReplySchema,
  404: errorReplySchema,
  409: errorReplySchema,
  422: errorReplySchema,
  429: errorReplySchema,
};
