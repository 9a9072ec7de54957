import { errorMessage, useSubmitReview } from '@nukkad/api-client';
import { REVIEW_TEXT_MAX, submitReviewBodySchema, type Order, REVIEW_THANKS_MESSAGE } from '@nukkad/contracts';
import { Button, Card, useToast } from '@nukkad/ui';
import { useId, useState, type FormEvent } from 'react';
import { StarRating, StarRatingValue } from './star-rating';

export const REVIEW_THANKS = REVIEW_THANKS_MESSAGE;

const CATEGORIES = [
  { key: 'deliveryRatings', label: 'Delivery' },
  { key: 'appRatings', label: 'App' },
  { key: 'overallRatings', label: 'Overall' },
] as const;
type RatingKey = (typeof CATEGORIES)[number]['key'];
type Ratings = Record<RatingKey, number | null>;

/** The review of a Delivered order: three star ratings and a text, read-only with thanks once given. */
export function OrderReview({ order }: { order: Order }) {
  return (
    <Card as="section" aria-labelledby="order-review-title" className="order-review">
      <h2 id="order-review-title" className="order-section__title">
        {order.hasReviewed ? 'Your review' : 'Rate this order'}
      </h2>
      {order.hasReviewed ? <GivenReview order={order} /> : <ReviewForm orderId={order._id} />}
    </Card>
  );
}

function GivenReview({ order }: { order: Order }) {
  return (
    <div className="order-review__given">
      <p className="order-review__thanks" role="status">
        {REVIEW_THANKS}
      </p>
      <div className="order-review__ratings">
        {CATEGORIES.map(({ key, label }) => (
          <StarRatingValue key={key} label={label} value={order[key]} />
        ))}
      </div>
      {order.review ? <blockquote className="order-review__text">{order.review}</blockquote> : null}
    </div>
  );
}

function ReviewForm({ orderId }: { orderId: string }) {
  const [ratings, setRatings] = useState<Ratings>({ deliveryRatings: null, appRatings: null, overallRatings: null });
  const [reviewText, setReviewText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmitReview();
  const toast = useToast();
  const textId = useId();
  const counterId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = submitReviewBodySchema.safeParse({ orderId, ratings, reviewText });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Ratings are 1 to 5 stars');
      return;
    }
    setError(null);
    submit.mutate(
      { orderId, ratings: parsed.data.ratings, reviewText: parsed.data.reviewText },
      {
        onSuccess: () => toast.success(REVIEW_THANKS),
        onError: (err) => toast.error(errorMessage(err, 'Could not send your review. Please try again.')),
      },
    );
  };

  return (
    <form className="order-review__form" onSubmit={onSubmit} noValidate aria-describedby={error ? errorId : undefined}>
      <div className="order-review__ratings">
        {CATEGORIES.map(({ key, label }) => (
          <StarRating
            key={key}
            label={label}
            value={ratings[key]}
            disabled={submit.isPending}
            onChange={(value) => setRatings((current) => ({ ...current, [key]: value }))}
          />
        ))}
      </div>
      <div className="field">
        <label className="field__label" htmlFor={textId}>
          Your review
        </label>
        <textarea
          id={textId}
          className="field__input order-review__textarea"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          value={reviewText}
          onChange={(event) => setReviewText(event.target.value)}
          placeholder="How was your order?"
          aria-describedby={counterId}
          disabled={submit.isPending}
        />
        <p id={counterId} className="field__hint order-review__counter" aria-live="polite">
          {reviewText.length}/{REVIEW_TEXT_MAX}
        </p>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" busy={submit.isPending}>
        Submit review
      </Button>
    </form>
  );
}
