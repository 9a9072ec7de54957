import { ApiError, errorMessage } from '@nukkad/api-client';
import type { FieldError } from '@nukkad/contracts';
import type { ToastApi } from '@nukkad/ui';

export interface SaveReplyOptions<E> {
  toast: ToastApi;
  /** Toasted once saved when the reply carries no message of its own. */
  saved: string;
  /** Toasted on failure when the server gives no message of its own. */
  failed: string;
  /** The form's field messages from a 400 reply's `errors[]`. */
  errorsFrom: (errors: FieldError[]) => E;
  /** Where to go once saved. */
  done: () => void;
}

/** A form's `onValid` answer for a save: true once saved (after the toast and `done`), else the server's field messages after a toast. */
export function saveReply<E extends object>(sending: Promise<{ message?: string }>, options: SaveReplyOptions<E>): Promise<E | true> {
  return sending.then(
    (reply): true => {
      options.toast.success(reply.message ?? options.saved);
      options.done();
      return true;
    },
    (err: unknown): E => {
      options.toast.error(errorMessage(err, options.failed));
      return err instanceof ApiError ? options.errorsFrom(err.errors) : ({} as E);
    },
  );
}
