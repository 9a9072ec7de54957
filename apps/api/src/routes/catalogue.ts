import {
  groceryQuerySchema,
  groceryReplySchema,
  popularProductsReplySchema,
  popularShopsReplySchema,
  restaurantsReplySchema,
  searchParamsSchema,
  searchQuerySchema,
  searchReplySchema,
  shopAndProductsReplySchema,
  shopIdParamsSchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createReadCache } from '../lib/read-cache';
import { errorReplies } from './error-replies';
import {
  getGroceryProducts,
  getPopularProducts,
  getPopularShops,
  getRestaurants,
  getShopAndProducts,
  searchProducts,
} from '../services/catalogue/catalogue';


/** Public catalogue browsing: anyone may read it. */
export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const cached = createReadCache({ ttlMs: app.config.catalogueCacheMs });

  app.get('/home/get-popular-shops', { schema: { tags: ['catalogue'], response: { 200: popularShopsReplySchema } } }, async () => ({
    success: true as const,
    shops: await cached('popular-shops', () => getPopularShops(db())),
  }));

  app.get(
    '/home/get-popular-products',
    { schema: { tags: ['catalogue'], response: { 200: popularProductsReplySchema } } },
    async () => ({ success: true as const, products: await cached('popular-products', () => getPopularProducts(db())) }),
  );

  app.get('/shop/get-restaurants', { schema: { tags: ['catalogue'], response: { 200: restaurantsReplySchema } } }, async () => ({
    success: true as const,
    restaurants: await cached('restaurants', () => getRestaurants(db())),
  }));

  app.get(
    '/shop/getShopAndProducts/:shopId',
    { schema: { tags: ['catalogue'], params: shopIdParamsSchema, response: { 200: shopAndProductsReplySchema, ...errorReplies } } },
    async (request) => {
      const { shopId } = request.params;
      return { success: true as const, ...(await cached(`shop:${shopId}`, () => getShopAndProducts(db(), shopId))) };
    },
  );

  app.get(
    '/grocery',
    { schema: { tags: ['catalogue'], querystring: groceryQuerySchema, response: { 200: groceryReplySchema, ...errorReplies } } },
    async (request) => {
      const { category } = request.query;
      return { success: true as const, products: await cached(`grocery:${category.toLowerCase()}`, () => getGroceryProducts(db(), category)) };
    },
  );

  app.get(
    '/common/search/:query',
    {
      schema: {
        tags: ['catalogue'],
        params: searchParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: searchReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { query } = request.params;
      const { page } = request.query;
      return { success: true as const, ...(await cached(`search:${page}:${query}`, () => searchProducts(db(), query, page))) };
    },
  );
}
