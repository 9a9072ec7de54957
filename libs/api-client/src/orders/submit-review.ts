import type { OrderReply, SubmitReviewBody, messageReplySchema } from '@nukkad/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../http';
import { orderKeys } from '../query-keys';

// The spec reads only `success` (and a message when there is one).
export const submitReview = (body: SubmitReviewBody) =>
  request<typeof messageReplySchema>('/order/submit-review', { method: 'POST', body });

export type ReviewInput = { orderId: string; ratings: SubmitReviewBody['ratings']; reviewText: string };

/** POST /order/submit-review; the order turns read-only at once, then is read again from the server. */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => submitReview(input),
    onSuccess: (_reply, { orderId, ratings, reviewText }) => {
      queryClient.setQueryData<OrderReply>(orderKeys.details(orderId), (previous) =>
        previous
          ? { ...previous, order: { ...previous.order, ...ratings, hasReviewed: true, review: reviewText.trim() || null } }
          : previous,
      );
      return queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
