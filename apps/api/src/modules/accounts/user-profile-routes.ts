import {
  addressesReplySchema,
  addressRefQuerySchema,
  changeSellerPasswordBodySchema,
  editAddressBodySchema,
  messageReplySchema,
  saveAddressBodySchema,
  saveAddressReplySchema,
  sellerIdParamsSchema,
  setDefaultAddressBodySchema,
  userIdQuerySchema,
  ADDRESS_SAVED_MESSAGE,
  ADDRESS_UPDATED_MESSAGE,
  ADDRESS_DELETED_MESSAGE,
  DEFAULT_ADDRESS_UPDATED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../lib/error-replies';
import { deleteAddress, editAddress, getAddresses, saveAddress, setDefaultAddress } from './addresses';
import { changeSellerPassword } from './seller-profile';

/** A customer's saved delivery addresses, and a seller's password change. */
export default async function userProfileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = () => app.database.db;
  const customers = { access: { roles: ['customer'] as const } };
  const tags = ['addresses'];

  app.get(
    '/getAddresses',
    { config: customers, schema: { tags, querystring: userIdQuerySchema, response: { 200: addressesReplySchema, ...errorReplies } } },
    async (request) => ({ success: true as const, addresses: await getAddresses(db(), request.actor, request.query) }),
  );

  app.post(
    '/saveAddress',
    { config: customers, schema: { tags, body: saveAddressBodySchema, response: { 200: saveAddressReplySchema, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      message: ADDRESS_SAVED_MESSAGE,
      address: await saveAddress(db(), request.actor, request.body),
    }),
  );

  app.post(
    '/editAddress',
    { config: customers, schema: { tags, body: editAddressBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      await editAddress(db(), request.actor, request.body);
      return { success: true as const, message: ADDRESS_UPDATED_MESSAGE };
    },
  );

  app.delete(
    '/deleteAddress',
    { config: customers, schema: { tags, querystring: addressRefQuerySchema, response: { 200: addressesReplySchema, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      addresses: await deleteAddress(db(), request.actor, request.query),
      message: ADDRESS_DELETED_MESSAGE,
    }),
  );

  app.put(
    '/setAsDefault',
    { config: customers, schema: { tags, body: setDefaultAddressBodySchema, response: { 200: addressesReplySchema, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      addresses: await setDefaultAddress(db(), request.actor, request.body),
      message: DEFAULT_ADDRESS_UPDATED_MESSAGE,
    }),
  );

  app.put(
    '/change-seller-password/:sellerId',
    {
      // Counted like sign-in: each try checks a password, which is slow on purpose.
      config: { access: { roles: ['seller'] }, rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['shop'],
        params: sellerIdParamsSchema,
        body: changeSellerPasswordBodySchema,
        response: { 200: messageReplySchema, ...errorReplies },
      },
    },
    async (request, reply) => {
      await changeSellerPassword(db(), request.actor, { ...request.params, ...request.body, ip: request.ip });
      // Every earlier session was revoked; the caller stays signed in on a fresh one.
      await app.issueSession(reply, request.actor);
      return { success: true as const, message: PASSWORD_CHANGED_MESSAGE };
    },
  );
}
