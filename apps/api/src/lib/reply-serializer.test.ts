import {
  groceryReplySchema,
  popularProductsReplySchema,
  popularShopsReplySchema,
  restaurantsReplySchema,
  searchReplySchema,
  shopAndProductsReplySchema,
} from '@nukkad/contracts';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileWriter, replySerializerCompiler } from './reply-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/x', httpStatus: '200' });
const serializerFor = (schema: z.ZodType) => replySerializerCompiler(route(schema));

const id = '2b7e1516-28ae-4d2a-a6d2-abf7158809cf';
const product = {
  _id: id,
  name: 'Paneer Tikka',
  images: ['/uploads/a.jpg'],
  price: 249.5,
  basePrice: null,
  inStock: true,
  dietType: 'Veg',
  categories: ['Starters', 'Tandoor'],
  shop: id,
  shopName: 'Punjabi "Dhaba" \\ Kalkaji',
  shopType: 'Restaurant',
  shopIsOpen: false,
  description: 'Soft paneer\nwith a smoky crust — मसाला',
  seller: id,
};

const shop = {
  _id: id,
  name: 'Punjabi Dhaba',
  category: 'Restaurant',
  productCategories: ['Tandoor'],
  address: { addressLine: '12 MG Road', pincode: '110001', city: 'New Delhi', state: 'Delhi' },
  images: [],
  description: '',
  isOpen: true,
  openingTime: '09:00',
  closingTime: null,
  rating: { average: 4.3, count: 12 },
  products: [id],
};

describe('reply serializer', () => {
  it('writes every catalogue reply from its contract, without zod', () => {
    for (const schema of [
      popularShopsReplySchema,
      popularProductsReplySchema,
      restaurantsReplySchema,
      shopAndProductsReplySchema,
      groceryReplySchema,
      searchReplySchema,
    ]) {
      expect(compileWriter(schema)).not.toBeNull();
    }
  });

  it('writes exactly what zod would, dropping fields outside the contract', () => {
    const cases: [z.ZodType, unknown][] = [
      [groceryReplySchema, { success: true, products: [{ ...product, secret: 'x' }], page: 2, hasMore: false, extra: 1 }],
      [groceryReplySchema, { success: true, message: 'ok', products: [], page: 1, hasMore: true }],
      [searchReplySchema, [{ ...product, secret: 'x' }, product]],
      [searchReplySchema, []],
      [z.object({ a: z.string().optional(), b: z.number().nullable(), c: z.union([z.literal('x'), z.int()]) }), { b: null, c: 7 }],
      [z.object({ a: z.array(z.enum(['p', 'q'])).max(3), b: z.boolean() }), { a: ['q', 'p'], b: false, z: undefined }],
      [z.object({ n: z.number().min(0).max(10) }), { n: 0 }],
      [shopAndProductsReplySchema, { success: true, shop, products: [product], page: 1, hasMore: false }],
      [shopAndProductsReplySchema, { success: true, shop: { ...shop, rating: null }, products: [], page: 1, hasMore: false }],
    ];
    for (const [schema, value] of cases) {
      const expected = JSON.stringify(z.encode(schema, value));
      expect(compileWriter(schema)?.(value)).toBe(expected);
      expect(serializerFor(schema)(value)).toBe(expected);
    }
    expect(serializerFor(groceryReplySchema)(cases[0]![1])).not.toContain('secret');
  });

  it('refuses, as a reply serialization error, every value zod refuses', () => {
    const bad: [z.ZodType, unknown][] = [
      [groceryReplySchema, { success: true, products: [{ ...product, price: '249' }], page: 1, hasMore: false }],
      [groceryReplySchema, { success: true, products: [{ ...product, shop: 'not-an-id' }], page: 1, hasMore: false }],
      [groceryReplySchema, { success: true, products: [{ ...product, name: 'bell\u0007' }], page: 1, hasMore: false }],
      [groceryReplySchema, { success: true, products: [], page: 1.5, hasMore: false }],
      [groceryReplySchema, { success: false, products: [], page: 1, hasMore: false }],
      [groceryReplySchema, { success: true, products: [{ ...product, dietType: 'vegan' }], page: 1, hasMore: false }],
      [groceryReplySchema, { success: true, products: [], page: 1 }],
      [searchReplySchema, { success: true, products: [product], page: 1, hasMore: false }],
      [searchReplySchema, [{ ...product, price: '249' }]],
      [shopAndProductsReplySchema, { success: true, shop: { ...shop, rating: { average: 4.3, count: 2 } }, products: [], page: 1, hasMore: false }],
      [shopAndProductsReplySchema, { success: true, shop: { ...shop, rating: undefined }, products: [], page: 1, hasMore: false }],
      [z.object({ n: z.number() }), { n: Number.NaN }],
      [z.object({ n: z.number().min(0) }), { n: -1 }],
      [z.object({ a: z.array(z.string()).min(1) }), { a: [] }],
      [z.object({ a: z.string() }), ['a']],
    ];
    for (const [schema, value] of bad) {
      expect(schema.safeParse(value).success).toBe(false);
      expect(compileWriter(schema)?.(value)).toBeUndefined();
      let thrown: unknown;
      try {
        serializerFor(schema)(value);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Error);
      expect(isResponseSerializationError(thrown as never)).toBe(true);
    }
  });

  it('leaves schemas that change, default or convert values to zod', () => {
    const cases: [z.ZodType, unknown][] = [
      [z.object({ a: z.string().trim() }), { a: '  x ' }],
      [z.object({ a: z.string().default('d') }), { a: 'y' }],
      [z.object({ a: z.codec(z.string(), z.number(), { decode: Number, encode: String }) }), { a: 3 }],
    ];
    for (const [schema, value] of cases) {
      expect(compileWriter(schema)).toBeNull();
      expect(serializerFor(schema)(value)).toBe(serializerCompiler(route(schema))(value));
    }
    expect(serializerFor(cases[2]![0])(cases[2]![1])).toBe('{"a":"3"}');
  });
});

describe('frozen values', () => {
  const write = (value: unknown) => serializerFor(groceryReplySchema)({ success: true, products: [value], page: 1, hasMore: false });
  const deepFrozen = () => Object.freeze({ ...product, images: Object.freeze([...product.images]), categories: Object.freeze([...product.categories]) });

  it('writes a deeply frozen card as its JSON, the same on every reply', () => {
    const card = deepFrozen();
    const first = write(card);
    expect(JSON.parse(first).products[0]).toEqual(JSON.parse(JSON.stringify(product)));
    expect(write(card)).toBe(first);
  });

  it('writes a card anew when something inside it can still change', () => {
    const images = [...product.images];
    const card = Object.freeze({ ...product, images });
    write(card);
    images.push('/uploads/b.jpg');
    expect(JSON.parse(write(card)).products[0].images).toEqual(['/uploads/a.jpg', '/uploads/b.jpg']);
    const open = { ...product };
    write(open);
    open.name = 'Changed';
    expect(JSON.parse(write(open)).products[0].name).toBe('Changed');
  });

  it('still refuses a frozen card off its schema', () => {
    const card = Object.freeze({ ...deepFrozen(), inStock: 'yes' });
    expect(() => write(card)).toThrow();
  });
});
