import { ADDED_TO_CART_MESSAGE, REMOVED_FROM_CART_MESSAGE } from '@nukkad/contracts/light';
import { addToCart, authKeys, cartKeys, decrementQty, errorMessage, incrementQty, optimisticUpdate, removeFromCart } from '@nukkad/api-client';
import type { OptimisticSnapshot } from '@nukkad/api-client';
import type { CartItem, CartKey, CartProduct, GetCartReply, Product } from '@nukkad/contracts';
import { useToast } from '@nukkad/ui';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

export type CartAction = 'add' | 'remove' | 'increment' | 'decrement';
export type CartChange = { action: CartAction; cartKey: CartKey; product: CartProduct };

/** Where a change is made: the texts on failure differ between a product card and the cart page (spec §8). */
export type CartPlace = 'card' | 'cart-page';

const calls = { add: addToCart, remove: removeFromCart, increment: incrementQty, decrement: decrementQty } as const;

const SUCCESS: Partial<Record<CartAction, string>> = { add: ADDED_TO_CART_MESSAGE, remove: REMOVED_FROM_CART_MESSAGE };

function failureMessage(place: CartPlace, action: CartAction, error: unknown): string {
  if (place === 'cart-page') {
    return action === 'remove' ? 'Failed to remove product. Please try again.' : 'Failed to update quantity. Please try again.';
  }
  return action === 'add' || action === 'remove' ? errorMessage(error, 'Something went wrong.') : 'Could not update quantity';
}

/** A catalogue product as a cart line nests it, for the line shown before the server has answered. */
export function cartProductOf(product: Product): CartProduct {
  return {
    _id: product._id,
    name: product.name,
    images: product.images.slice(0, 1),
    price: product.price,
    basePrice: product.basePrice,
    inStock: product.inStock,
    dietType: product.dietType,
    categories: product.categories,
    shop: { _id: product.shop, name: product.shopName, isOpen: product.shopIsOpen },
    shopType: product.shopType,
    seller: product.seller,
  };
}

export const lineOf = (cart: GetCartReply | undefined, cartKey: CartKey, productId: string): CartItem | undefined =>
  cart?.[cartKey].find((line) => line.product._id === productId);

/** A line that cannot be ordered now: out of stock, or its shop closed. */
export const isUnavailable = (line: CartItem) => !line.product.inStock || !line.product.shop.isOpen;

/** Number of items in a cart: the sum of its quantities. */
export const itemCount = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

const EMPTY_CART: GetCartReply = { success: true, foodCart: [], groceryCart: [] };

/** The cart with one product's line set to `line` (undefined takes it out), kept at `index` when it comes back. */
function withLine(cart: GetCartReply, cartKey: CartKey, productId: string, line: CartItem | undefined, index: number): GetCartReply {
  const lines = cart[cartKey];
  const at = lines.findIndex((l) => l.product._id === productId);
  const next = lines.filter((l) => l.product._id !== productId);
  if (line) next.splice(at >= 0 ? at : Math.min(Math.max(index, 0), next.length), 0, line);
  return { ...cart, [cartKey]: next };
}

/** The line a change leaves: what the server will do, shown at once. */
function changedLine({ action, product }: CartChange, before: CartItem | undefined): CartItem | undefined {
  const quantity = before?.quantity ?? 0;
  if (action === 'remove') return undefined;
  if (action === 'add' || action === 'increment') return { product: before?.product ?? product, quantity: quantity + 1 };
  return quantity > 1 ? { product: before!.product, quantity: quantity - 1 } : undefined;
}

/** Where a product's line stands in a cart, so a rollback puts it back in its place. */
const indexOf = (cart: GetCartReply | undefined, cartKey: CartKey, productId: string) =>
  cart?.[cartKey].findIndex((line) => line.product._id === productId) ?? -1;

/**
 * Changes to the carts: each is shown at once in the one cart cache and, on failure, only that product's line is put
 * back as it was (other changes in flight stay). When the last change settles, the carts and the user (who carries
 * the cart lines) are fetched afresh.
 */
export function useCartChange(place: CartPlace) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const optimistic = optimisticUpdate<GetCartReply, CartChange>(queryClient, {
    queryKey: cartKeys.cart,
    mutationKey: cartKeys.changes,
    invalidates: [authKeys.user],
    update: (current, change) =>
      withLine(
        current ?? EMPTY_CART,
        change.cartKey,
        change.product._id,
        changedLine(change, lineOf(current, change.cartKey, change.product._id)),
        indexOf(current, change.cartKey, change.product._id),
      ),
    rollback: (current, snapshot, { cartKey, product }) =>
      current &&
      withLine(current, cartKey, product._id, lineOf(snapshot, cartKey, product._id), indexOf(snapshot, cartKey, product._id)),
  });
  const mutation = useMutation<unknown, Error, CartChange, OptimisticSnapshot<GetCartReply>>({
    ...optimistic,
    mutationFn: ({ action, cartKey, product }) => calls[action]({ productId: product._id, cartKey }),
    onError: (error, change, snapshot) => {
      optimistic.onError(error, change, snapshot);
      toast.error(failureMessage(place, change.action, error));
    },
    onSuccess: (_reply, change) => {
      const message = SUCCESS[change.action];
      if (message) toast.success(message);
    },
  });
  const { mutateAsync } = mutation;
  /** Makes the change; resolves true when the server accepted it (a failure is already rolled back and told). */
  const change = useCallback((next: CartChange) => mutateAsync(next).then(() => true, () => false), [mutateAsync]);
  return change;
}

/** Ids of the products with a cart change in flight anywhere in the app: their controls stay locked until it ends. */
export function useBusyProducts(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: cartKeys.changes, status: 'pending' },
    select: (m) => (m.state.variables as CartChange | undefined)?.product._id ?? '',
  });
  return new Set(ids);
}
