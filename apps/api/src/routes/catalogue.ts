import {
  groceryQuerySchema,
  groceryReplySchema,
  popularProductsReplySchema,
  popularShopsReplySchema,
  restaurantsQuerySchema,
  restaurantsReplySchema,
  searchParamsSchema,
  searchQuerySchema,
  searchReplySchema,
  shopAndProductsReplySchema,
  shopIdParamsSchema,
  shopProductsQuerySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  // Cleared by every catalogue write, in every process (plugins/app/catalogue-changes.ts).
  const cached = app.catalogueCache;
  const scope = { medicinesEnabled: app.config.medicinesEnabled };

  app.get('/home/get-popular-shops', { config: { access: 'public' }, schema: { tags: ['catalogue'], response: { 200: popularShopsReplySchema } } }, async () => ({
    success: true as const,
    shops: await cached('popular-shops', () => getPopularShops(db(), scope)),
  }));

  app.get(
    '/home/get-popular-products',
    { config: { access: 'public' }, schema: { tags: ['catalogue'], response: { 200: popularProductsReplySchema } } },
    async () => ({ success: true as const, products: await cached('popular-products', () => getPopularProducts(db(), scope)) }),
  );

  app.get(
    '/shop/get-restaurants',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], querystring: restaurantsQuerySchema, response: { 200: restaurantsReplySchema, ...errorReplies } },
    },
    async (request) => {
      const { page, search } = request.query;
      const key = `restaurants:${page}:${search.toLowerCase()}`;
      return { success: true as const, ...(await cached(key, () => getRestaurants(db(), { page, search }))) };
    },
  );

  app.get(
    '/shop/getShopAndProducts/:shopId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['catalogue'],
        params: shopIdParamsSchema,
        querystring: shopProductsQuerySchema,
        response: { 200: shopAndProductsReplySchema, ...errorReplies },
      },
    },
    async (request) => {
      const { shopId } = request.params;
      const { page } = request.query;
      return { success: true as const, ...(await cached(`shop:${shopId}:${page}`, () => getShopAndProducts(db(), scope, { shopId, page }))) };
    },
  );

  app.get(
    '/grocery',
    { config: { access: 'public' }, schema: { tags: ['catalogue'], querystring: groceryQuerySchema, response: { 200: groceryReplySchema, ...errorReplies } } },
    async (request) => {
      const { category, page } = request.query;
      const key = `grocery:${page}:${category.toLowerCase()}`;
      return { success: true as const, ...(await cached(key, () => getGroceryProducts(db(), { category, page }))) };
    },
  );

  app.get(
    '/common/search/:query',
    {
      config: { access: 'public' },
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
      return {
        success: true as const,
        ...(await cached(`search:${page}:${query}`, () => searchProducts(db(), scope, { query, page }, app.searchIndex?.current()))),
      };
    },
  );
}
