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
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendStored, storeReply } from '../../lib/stored-reply';
import { errorReplies } from '../../lib/error-replies';
import {
  getGroceryProducts,
  getPopularProducts,
  getPopularShops,
  getRestaurants,
  getShopAndProducts,
  searchProducts,
} from './catalogue';


/** Public catalogue browsing: anyone may read it. */
export default async function catalogueRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  // Cleared by every catalogue write, in every process (plugins/app/catalogue-changes.ts).
  const cached = app.catalogueCache;
  const scope = { medicinesEnabled: app.config.medicinesEnabled };
  // This process's copy of the catalogue, when it holds every change heard of; else the database answers.
  const storing = app.config.catalogueCacheMs > 0;
  /**
   * A public read from the answer cache: while an answer lives there it is kept as the bytes written once, with an
   * ETag (304 when the client holds them already); with the cache off every request is answered afresh.
   */
  async function answer<T>(request: FastifyRequest, reply: FastifyReply, key: string, load: () => Promise<T>) {
    if (!storing) return cached(key, load);
    return sendStored(request, reply, await cached(`bytes:${key}`, async () => storeReply(reply, await load())));
  }

  app.get('/home/get-popular-shops', { config: { access: 'public' }, schema: { tags: ['catalogue'], response: { 200: popularShopsReplySchema } } }, (request, reply) =>
    answer(request, reply, 'popular-shops', async () => ({ success: true as const, shops: await getPopularShops(db(), scope) })),
  );

  app.get(
    '/home/get-popular-products',
    { config: { access: 'public' }, schema: { tags: ['catalogue'], response: { 200: popularProductsReplySchema } } },
    (request, reply) =>
      answer(request, reply, 'popular-products', async () => ({ success: true as const, products: await getPopularProducts(db(), scope) })),
  );

  app.get(
    '/shop/get-restaurants',
    {
      config: { access: 'public' },
      schema: { tags: ['catalogue'], querystring: restaurantsQuerySchema, response: { 200: restaurantsReplySchema, ...errorReplies } },
    },
    (request, reply) => {
      const { page, search } = request.query;
      const key = `restaurants:${page}:${search.toLowerCase()}`;
      return answer(request, reply, key, async () => ({ success: true as const, ...(await getRestaurants(db(), { page, search })) }));
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
    (request, reply) => {
      const { shopId } = request.params;
      const { page } = request.query;
      return answer(request, reply, `shop:${shopId}:${page}`, async () => ({
        success: true as const,
        ...(await getShopAndProducts(db(), scope, { shopId, page })),
      }));
    },
  );

  app.get(
    '/grocery',
    { config: { access: 'public' }, schema: { tags: ['catalogue'], querystring: groceryQuerySchema, response: { 200: groceryReplySchema, ...errorReplies } } },
    (request, reply) => {
      const { category, page } = request.query;
      const key = `grocery:${page}:${category.toLowerCase()}`;
      return answer(request, reply, key, async () => ({ success: true as const, ...(await getGroceryProducts(db(), { category, page })) }));
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
    (request, reply) => {
      const { query } = request.params;
      const { page } = request.query;
      // The call table reads the array of products itself, with no envelope.
      return answer(request, reply, `search:${page}:${query}`, async () => (await searchProducts(db(), scope, { query, page })).products);
    },
  );
}
