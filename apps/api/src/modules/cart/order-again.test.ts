import { CART_MAX_LINES, CART_MAX_QUANTITY } from '@nukkad/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, type ProductRow } from '../../db/schema';
import { signedIn, type Signed } from '../../testing/admin-fixtures';
import { makeOrder, makeProducts, makeShop } from '../../testing/fixtures';
import { buildTestApp, json, type TestApp } from '../../testing/test-app';

type Reply = {
  success: boolean;
  message: string;
  added: { productId: string; name: string; cartKey: string; quantity: number }[];
  notAdded: { productId: string; name: string; reason: string; message: string }[];
};

describe('POST /api/cart/order-again: a past order’s items back into the right cart', () => {
  let t: TestApp;
  let paneer: ProductRow;
  let dal: ProductRow;
  let chicken: ProductRow; // out of stock
  let sandwich: ProductRow; // its bakery is closed
  let syrup: ProductRow; // a pharmacy's: not sold while medicines are off
  let milk: ProductRow;
  let groceries: ProductRow[];

  const orderAgain = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/cart/order-again', payload, headers });
  /** The reply with its lists by product name (lines placed at one instant have no order among them). */
  const sorted = (res: { json: () => unknown }) => {
    const reply = res.json() as Reply;
    const byName = <T extends { name: string; reason?: string }>(list: T[]) => [...list].sort((a, b) => `${a.name}${a.reason}`.localeCompare(`${b.name}${b.reason}`));
    return { ...reply, added: byName(reply.added), notAdded: byName(reply.notAdded) };
  };
  const cartOf = async (customerId: string) =>
    Object.fromEntries(
      (await t.database.db.select().from(cartItems).where(eq(cartItems.customerId, customerId))).map((l) => [`${l.cartKey}:${l.productId}`, l.quantity]),
    );
  const put = (customerId: string, cartKey: 'foodCart' | 'groceryCart', product: ProductRow, quantity: number) =>
    t.database.db.insert(cartItems).values({ customerId, cartKey, productId: product.id, quantity });

  beforeAll(async () => {
    t = await buildTestApp({ MEDICINES_ENABLED: 'false' });
    const db = t.database.db;
    const dhaba = await makeShop(db, { name: 'Again Dhaba', category: 'Restaurant' });
    const cafe = await makeShop(db, { name: 'Sleepy Bakery', category: 'Bakery', isOpen: false });
    const grocer = await makeShop(db, { name: 'Again Basket', category: 'Grocery' });
    const chemist = await makeShop(db, { name: 'Again Chemist', category: 'Pharmacy' });
    [paneer, dal, chicken] = (await makeProducts(db, dhaba, [
      { name: 'Paneer Tikka', pricePaise: 24_000 },
      { name: 'Dal Makhani', pricePaise: 19_900 },
      { name: 'Butter Chicken', pricePaise: 32_000, inStock: false },
    ])) as [ProductRow, ProductRow, ProductRow];
    [sandwich] = (await makeProducts(db, cafe, [{ name: 'Egg Sandwich', pricePaise: 9_000 }])) as [ProductRow];
    [syrup] = (await makeProducts(db, chemist, [{ name: 'Cough Syrup', pricePaise: 12_000 }])) as [ProductRow];
    groceries = await makeProducts(
      db,
      grocer,
      Array.from({ length: CART_MAX_LINES + 1 }, (_, i) => ({ name: `Item ${i}`, pricePaise: 1_000 + i })),
    );
    milk = groceries[0]!;
  });
  afterAll(() => t.close());

  it('adds a Food order’s items to the food cart and a Grocery order’s to the grocery cart, quantities added to what is there', async () => {
    const customer = await signedIn(t, 'customer');
    await put(customer.id, 'foodCart', paneer, 3);
    const { order: food } = await makeOrder(t.database.db, {
      customer,
      status: 'Delivered',
      lines: [
        { product: paneer, quantity: 2 },
        { product: dal, quantity: 1 },
      ],
    });
    const { order: grocery } = await makeOrder(t.database.db, { customer, orderType: 'Grocery', status: 'Delivered', lines: [{ product: milk, quantity: 4 }] });

    const res = await orderAgain(customer.headers, { orderId: food.id });
    expect(res.statusCode).toBe(200);
    expect(sorted(res)).toEqual({
      success: true,
      message: '2 products added to your cart.',
      added: [
        { productId: dal.id, name: 'Dal Makhani', cartKey: 'foodCart', quantity: 1 },
        { productId: paneer.id, name: 'Paneer Tikka', cartKey: 'foodCart', quantity: 2 },
      ],
      notAdded: [],
    });
    const again = await orderAgain(customer.headers, { orderId: grocery.id });
    expect(json<Reply>(again).added).toEqual([{ productId: milk.id, name: 'Item 0', cartKey: 'groceryCart', quantity: 4 }]);
    expect(await cartOf(customer.id)).toEqual({
      [`foodCart:${paneer.id}`]: 5,
      [`foodCart:${dal.id}`]: 1,
      [`groceryCart:${milk.id}`]: 4,
    });
  });

  it('leaves out what is out of stock, from a closed shop or no longer sold, naming each in plain words', async () => {
    const customer = await signedIn(t, 'customer');
    const { order } = await makeOrder(t.database.db, {
      customer,
      status: 'Delivered',
      lines: [
        { product: chicken, quantity: 1 },
        { product: sandwich, quantity: 2 },
        { product: syrup, quantity: 1 },
        { product: dal, quantity: 2 },
      ],
    });
    const res = await orderAgain(customer.headers, { orderId: order.id });
    expect(res.statusCode).toBe(200);
    expect(sorted(res)).toEqual({
      success: true,
      message: '1 product added to your cart.',
      added: [{ productId: dal.id, name: 'Dal Makhani', cartKey: 'foodCart', quantity: 2 }],
      notAdded: [
        { productId: chicken.id, name: 'Butter Chicken', reason: 'out_of_stock', message: 'Butter Chicken is out of stock.' },
        { productId: syrup.id, name: 'Cough Syrup', reason: 'not_sold', message: 'Cough Syrup is no longer sold.' },
        { productId: sandwich.id, name: 'Egg Sandwich', reason: 'shop_closed', message: 'Egg Sandwich could not be added: Sleepy Bakery is closed right now.' },
      ],
    });
    expect(await cartOf(customer.id)).toEqual({ [`foodCart:${dal.id}`]: 2 });
  });

  it('respects the cart’s limits: at most 20 of a product (the rest named), at most 50 lines', async () => {
    const customer = await signedIn(t, 'customer');
    await put(customer.id, 'foodCart', paneer, CART_MAX_QUANTITY - 1);
    await put(customer.id, 'foodCart', dal, CART_MAX_QUANTITY);
    const { order } = await makeOrder(t.database.db, {
      customer,
      status: 'Delivered',
      lines: [
        { product: paneer, quantity: 3 },
        { product: dal, quantity: 1 },
      ],
    });
    const res = await orderAgain(customer.headers, { orderId: order.id });
    expect(sorted(res)).toEqual({
      success: true,
      message: '1 product added to your cart.',
      added: [{ productId: paneer.id, name: 'Paneer Tikka', cartKey: 'foodCart', quantity: 1 }],
      notAdded: [
        { productId: dal.id, name: 'Dal Makhani', reason: 'quantity_limit', message: 'No more Dal Makhani could be added: your cart already has 20, the most of one product.' },
        { productId: paneer.id, name: 'Paneer Tikka', reason: 'quantity_limit', message: 'Only 1 more Paneer Tikka could be added: a cart holds at most 20 of one product.' },
      ],
    });
    expect(await cartOf(customer.id)).toEqual({ [`foodCart:${paneer.id}`]: 20, [`foodCart:${dal.id}`]: 20 });

    // A grocery cart of 50 lines takes more of a product already in it, but no new product.
    const full = await signedIn(t, 'customer');
    const inCart = groceries.slice(0, CART_MAX_LINES);
    await t.database.db.insert(cartItems).values(inCart.map((p) => ({ customerId: full.id, cartKey: 'groceryCart' as const, productId: p.id, quantity: 1 })));
    const extra = groceries[CART_MAX_LINES]!;
    const { order: big } = await makeOrder(t.database.db, {
      customer: full,
      orderType: 'Grocery',
      status: 'Delivered',
      lines: [
        { product: milk, quantity: 2 },
        { product: extra, quantity: 1 },
      ],
    });
    expect(sorted(await orderAgain(full.headers, { orderId: big.id }))).toMatchObject({
      added: [{ productId: milk.id, quantity: 2 }],
      notAdded: [{ productId: extra.id, reason: 'cart_full', message: `${extra.name} could not be added: your cart already holds 50 different products, the most it can.` }],
    });
    const lines = await t.database.db.select().from(cartItems).where(and(eq(cartItems.customerId, full.id), eq(cartItems.cartKey, 'groceryCart')));
    expect(lines).toHaveLength(CART_MAX_LINES);
    expect(lines.find((l) => l.productId === milk.id)?.quantity).toBe(3);
  });

  it('says exactly how many went in while the same line is changed at once (the line is locked between its read and its write)', async () => {
    const customer = await signedIn(t, 'customer');
    await put(customer.id, 'foodCart', paneer, 2);
    const { order } = await makeOrder(t.database.db, { customer, status: 'Delivered', lines: [{ product: paneer, quantity: 4 }] });
    const increment = () => t.app.inject({ method: 'POST', url: '/api/cart/incrementQty', payload: { productId: paneer.id, cartKey: 'foodCart' }, headers: customer.headers });
    const replies = await Promise.all([
      orderAgain(customer.headers, { orderId: order.id }),
      increment(),
      orderAgain(customer.headers, { orderId: order.id }),
      increment(),
      orderAgain(customer.headers, { orderId: order.id }),
      increment(),
      orderAgain(customer.headers, { orderId: order.id }),
      orderAgain(customer.headers, { orderId: order.id }),
    ]);
    const againReplies = replies.filter((_, i) => ![1, 3, 5].includes(i)).map((r) => json<Reply>(r));
    const incremented = [1, 3, 5].filter((i) => replies[i]!.statusCode === 200).length;
    const reportedAdded = againReplies.flatMap((r) => r.added).reduce((sum, a) => sum + a.quantity, 0);
    // 2 + 5 × 4 + 3 asks for more than the limit: the line ends at 20, and every unit reported added is one in the cart.
    expect(await cartOf(customer.id)).toEqual({ [`foodCart:${paneer.id}`]: CART_MAX_QUANTITY });
    expect(2 + reportedAdded + incremented).toBe(CART_MAX_QUANTITY);
  });

  it('someone else’s order is 404; seller, partner and admin are 403; no token 401; bad input 400 — nothing written', async () => {
    const owner = await signedIn(t, 'customer');
    const stranger: Signed = await signedIn(t, 'customer');
    const { order } = await makeOrder(t.database.db, { customer: owner, status: 'Delivered', lines: [{ product: dal, quantity: 1 }] });
    const others = await Promise.all((['seller', 'delivery', 'admin'] as const).map(async (role) => [role, (await signedIn(t, role)).headers] as const));
    const everyCart = () => t.database.db.select().from(cartItems).orderBy(cartItems.customerId, cartItems.productId);
    const before = await everyCart();

    const notYours = await orderAgain(stranger.headers, { orderId: order.id });
    expect(notYours.statusCode).toBe(404);
    expect(json<Reply>(notYours).message).toBe('Order not found!');
    for (const [role, headers] of others) expect((await orderAgain(headers, { orderId: order.id })).statusCode, role).toBe(403);
    expect((await orderAgain({}, { orderId: order.id })).statusCode).toBe(401);
    for (const [payload, field] of [
      [{}, 'orderId'],
      [{ orderId: 'abc' }, 'orderId'],
      [{ orderId: order.id, cartKey: 'foodCart' }, 'cartKey'],
    ] as const) {
      const res = await orderAgain(owner.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(JSON.stringify(json(res))).toContain(field);
    }
    expect(await everyCart()).toEqual(before);
  });
});
