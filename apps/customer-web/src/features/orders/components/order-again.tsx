import { errorMessage, useOrderAgain } from '@nukkad/api-client';
import { isFinalStatus, type Order } from '@nukkad/contracts';
import { Button, Card } from '@nukkad/ui';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

export const ORDER_AGAIN_UI_TEXTS = {
  title: 'Order again',
  hint: 'Put this order’s items back in your cart. Anything no longer available is left out, and we tell you what.',
  button: 'Add items to cart',
  failed: 'We could not add the items to your cart. Please check your connection and try again.',
  notAddedTitle: 'Could not be added',
  goToCart: 'Go to cart',
} as const;

/** A past order's "Order again": one call puts what can still be bought back in the carts, then says what went in and what did not. */
export function OrderAgain({ order }: { order: Order }) {
  const again = useOrderAgain();
  if (!isFinalStatus(order.deliveryStatus)) return null;
  const result = again.data;

  return (
    <Card as="section" aria-labelledby="order-again-title" className="order-again">
      <h2 id="order-again-title" className="order-section__title">
        {ORDER_AGAIN_UI_TEXTS.title}
      </h2>
      {result ? (
        <div role="status" data-testid="order-again-result">
          <p className="order-again__summary">{result.message}</p>
          {result.notAdded.length > 0 ? (
            <>
              <h3 className="order-again__subtitle">{ORDER_AGAIN_UI_TEXTS.notAddedTitle}</h3>
              <ul className="order-again__list">
                {result.notAdded.map((item) => (
                  <li key={`${item.productId}-${item.reason}`}>{item.message}</li>
                ))}
              </ul>
            </>
          ) : null}
          {result.added.length > 0 ? (
            <Link className="button button--primary button--sm" to={paths.cart.getHref()}>
              {ORDER_AGAIN_UI_TEXTS.goToCart}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <p className="order-again__hint">{ORDER_AGAIN_UI_TEXTS.hint}</p>
          {again.isError ? (
            <p className="order-again__error" role="alert">
              {errorMessage(again.error, ORDER_AGAIN_UI_TEXTS.failed)}
            </p>
          ) : null}
          <Button variant="secondary" busy={again.isPending} onClick={() => again.mutate(order._id)}>
            {ORDER_AGAIN_UI_TEXTS.button}
          </Button>
        </>
      )}
    </Card>
  );
}
