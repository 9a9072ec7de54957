import { orderTypeOfCart, type OrderQuote, type OrderType, type QuoteBody, type UnavailableLine, CART_EMPTY_MESSAGE } from '@nukkad/contracts';
import type { OrderPrice } from '@nukkad/pricing';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/domain-error';
import { toRupees } from '../../lib/money';
import { priceLines, readCheckoutInputs, unavailableReason } from './cart-lines';
import { deliveryDistanceKm, type DeliveryArea } from './delivery-address';
import { applicableCoupon, type AppliedCoupon } from '../coupons/coupon-uses';
import { riderTipPaise } from './rider-tip';
import { cartShops, offeredSlot } from './schedule';

export type CartPrice = { orderType: OrderType; price: OrderPrice; distanceKm: number; unavailable: UnavailableLine[]; coupon: AppliedCoupon | null };

export const emptyCart = () => conflict('CART_EMPTY', CART_EMPTY_MESSAGE);

/**
 * The server's price, in paise, of the caller's cart to one of the caller's addresses, with the coupon if one is
 * named (checked against the orderable lines: 400/409 when it cannot be used) and the tip, for a slot later if one
 * is named (shops closed now then count as open); unavailable lines are listed, not priced.
 */
export async function priceCart(db: Db, actor: Actor, input: Pick<QuoteBody, 'cartKey' | 'addressId' | 'couponCode' | 'scheduledFor'>, area: DeliveryArea, tipPaise = 0): Promise<CartPrice> {
  const { address, lines } = await readCheckoutInputs(db, actor, input.addressId, input.cartKey);
  const distanceKm = deliveryDistanceKm(area, address, 'addressId');
  if (lines.length === 0) throw emptyCart();
  const forLater = input.scheduledFor !== undefined;
  if (input.scheduledFor !== undefined) offeredSlot(await cartShops(db, actor, input.cartKey), input.scheduledFor, new Date());
  const unavailable: UnavailableLine[] = [];
  const orderable = lines.filter((line) => {
    const reason = unavailableReason(line, forLater);
    if (reason) unavailable.push({ productId: line.productId, name: line.name, reason });
    return reason === null;
  });
  const orderType = orderTypeOfCart(input.cartKey);
  const coupon = input.couponCode ? await applicableCoupon(db, actor, { code: input.couponCode, orderType, lines: orderable }) : null;
  return { orderType, price: priceLines(orderType, orderable, distanceKm, { coupon: coupon?.terms ?? null, tipPaise }), distanceKm, unavailable, coupon };
}

/** POST /api/order/quote: the figures the checkout screen shows, in rupees. */
export async function quoteOrder(db: Db, actor: Actor, input: QuoteBody, area: DeliveryArea, tipMaxPaise: number): Promise<OrderQuote> {
  const tipPaise = riderTipPaise(input.tip, tipMaxPaise);
  const { orderType, price, distanceKm, unavailable, coupon } = await priceCart(db, actor, input, area, tipPaise);
  return {
    cartKey: input.cartKey,
    orderType,
    amount: toRupees(price.amount),
    discount: toRupees(price.discount),
    couponCode: coupon?.coupon.code ?? null,
    deliveryCharge: toRupees(price.deliveryCharge),
    taxes: toRupees(price.taxes),
    convenienceFees: toRupees(price.convenienceFees),
    serviceCharge: toRupees(price.serviceCharge),
    tip: toRupees(price.tip),
    totalAmount: toRupees(price.totalAmount),
    distanceKm,
    itemCount: price.itemCount,
    sellerCount: price.sellerCount,
    unavailable,
  };
}
