import {
  addProductBodySchema,
  addShopBodySchema,
  editProductBodySchema,
  editShopBodySchema,
  messageReplySchema,
  productIdParamsSchema,
  sellerProductReplySchema,
  sellerProductsReplySchema,
  sellerProfileReplySchema,
  sellerShopReplySchema,
  shopIdParamsSchema,
  updateSellerProfileBodySchema,
  updateShopStatusBodySchema,
  updateShopStatusReplySchema,
  updateStockBodySchema,
  updateStockReplySchema,
  SHOP_ADDED_MESSAGE,
  SHOP_UPDATED_MESSAGE,
  PRODUCT_ADDED_MESSAGE,
  PRODUCT_UPDATED_MESSAGE,
  PRODUCT_ARCHIVED_MESSAGE,
  PRODUCT_RESTORED_MESSAGE,
  PROFILE_UPDATED_MESSAGE,
  SHOP_QR_URL_HEADER,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../lib/error-replies';
import { addProduct, archiveProduct, editProduct, getSellerProduct, getSellerProducts, restoreProduct, updateStock } from './products';
import { getSellerProfile, updateSellerProfile } from '../accounts/seller-profile';
import { addShop, editShop, getSellerShop, updateShopStatus } from './shops';
import { customerAppUrl, SHOP_QR_FORMATS, shopQrCode } from './shop-qr';
import { APP_BY_HOST_LABEL } from '../../plugins/app/web-apps';

const APP_LABELS = Object.keys(APP_BY_HOST_LABEL);
// An image is sent as a Buffer, which Fastify writes as it is, never through the reply serializer.
const imageReply = (type: string) => ({
  description: `The shop's QR code (${type}); the address it encodes is in the ${SHOP_QR_URL_HEADER} header`,
  content: { [type]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

/** A seller's own shop, products and profile (spec §7 seller calls); every write is limited to the caller's rows. */
export default async function shopRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const sellers = { access: { roles: ['seller'] as const } };
  const tags = ['shop'];

  app.get(
    '/seller-profile',
    { config: sellers, schema: { tags, response: { 200: sellerProfileReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, seller: await getSellerProfile(db(), request.actor) }),
  );

  app.put(
    '/update-status',
    { config: sellers, schema: { tags, body: updateShopStatusBodySchema, response: { 200: updateShopStatusReplySchema, ...errorReplies } } },
    async (request) => {
      const { isOpen, message } = await updateShopStatus(db(), request.actor, request.body);
      await app.catalogueChanged();
      return { success: true as const, message, isOpen };
    },
  );

  app.put(
    '/update-profile',
    { config: sellers, schema: { tags, body: updateSellerProfileBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      await updateSellerProfile(db(), request.actor, request.body);
      return { success: true as const, message: PROFILE_UPDATED_MESSAGE };
    },
  );

  app.get(
    '/getShop/:shopId',
    { config: sellers, schema: { tags, params: shopIdParamsSchema, response: { 200: sellerShopReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, shop: await getSellerShop(db(), request.actor, request.params) }),
  );

  app.post(
    '/add-shop',
    { config: sellers, schema: { tags, body: addShopBodySchema, response: { 200: sellerShopReplySchema, ...errorReplies } } },
    async (request) => {
      const shop = await addShop(db(), request.actor, request.body);
      await app.catalogueChanged();
      return { success: true as const, message: SHOP_ADDED_MESSAGE, shop };
    },
  );

  app.put(
    '/edit-shop',
    { config: sellers, schema: { tags, body: editShopBodySchema, response: { 200: sellerShopReplySchema, ...errorReplies } } },
    async (request) => {
      const shop = await editShop(db(), request.actor, request.body);
      await app.catalogueChanged();
      return { success: true as const, message: SHOP_UPDATED_MESSAGE, shop };
    },
  );

  for (const format of SHOP_QR_FORMATS) {
    app.get(
      `/qr.${format}`,
      { config: sellers, schema: { tags, response: { 200: imageReply(format === 'svg' ? 'image/svg+xml' : 'image/png'), ...errorReplies } } },
      async (request, reply) => {
        const shopUrl = customerAppUrl(app.config.publicShopUrl, { protocol: request.protocol, host: request.host }, APP_LABELS);
        const qr = await shopQrCode(db(), request.actor, { format, customerAppUrl: shopUrl });
        return reply
          .type(qr.contentType)
          .header(SHOP_QR_URL_HEADER, qr.url)
          .header('content-disposition', `inline; filename="${qr.fileName}"`)
          .header('cache-control', 'private, no-cache')
          // Opened on its own, an SVG is a document: nothing in it may run.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          .send(qr.body);
      },
    );
  }

  app.get(
    '/get-products',
    { config: sellers, schema: { tags, response: { 200: sellerProductsReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, products: await getSellerProducts(db(), request.actor) }),
  );

  app.get(
    '/getProduct/:productId',
    { config: sellers, schema: { tags, params: productIdParamsSchema, response: { 200: sellerProductReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, product: await getSellerProduct(db(), request.actor, request.params) }),
  );

  app.post(
    '/add-product',
    { config: sellers, schema: { tags, body: addProductBodySchema, response: { 200: sellerProductReplySchema, ...errorReplies } } },
    async (request) => {
      const product = await addProduct(db(), request.actor, request.body);
      await app.catalogueChanged();
      return { success: true as const, message: PRODUCT_ADDED_MESSAGE, product };
    },
  );

  app.put(
    '/edit-product',
    { config: sellers, schema: { tags, body: editProductBodySchema, response: { 200: sellerProductReplySchema, ...errorReplies } } },
    async (request) => {
      const product = await editProduct(db(), request.actor, request.body);
      await app.catalogueChanged();
      return { success: true as const, message: PRODUCT_UPDATED_MESSAGE, product };
    },
  );

  app.delete(
    '/delete-product/:productId',
    { config: sellers, schema: { tags, params: productIdParamsSchema, response: { 200: sellerProductReplySchema, ...errorReplies } } },
    async (request) => {
      const product = await archiveProduct(db(), request.actor, request.params);
      await app.catalogueChanged();
      return { success: true as const, message: PRODUCT_ARCHIVED_MESSAGE, product };
    },
  );

  app.post(
    '/restore-product/:productId',
    { config: sellers, schema: { tags, params: productIdParamsSchema, response: { 200: sellerProductReplySchema, ...errorReplies } } },
    async (request) => {
      const product = await restoreProduct(db(), request.actor, request.params);
      await app.catalogueChanged();
      return { success: true as const, message: PRODUCT_RESTORED_MESSAGE, product };
    },
  );

  app.put(
    '/update-stock',
    { config: sellers, schema: { tags, body: updateStockBodySchema, response: { 200: updateStockReplySchema, ...errorReplies } } },
    async (request) => {
      const { inStock, message } = await updateStock(db(), request.actor, request.body);
      await app.catalogueChanged();
      return { success: true as const, message, inStock };
    },
  );
}
