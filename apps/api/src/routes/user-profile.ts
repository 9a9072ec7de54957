import {
  addressesReplySchema,
  addressRefQuerySchema,
  editAddressBodySchema,
  messageReplySchema,
  saveAddressBodySchema,
  saveAddressReplySchema,
  setDefaultAddressBodySchema,
  userIdQuerySchema,
} from '@nukkad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from './error-replies';
import { deleteAddress, editAddress, getAddresses, saveAddress, setDefaultAddress } from '../services/addresses/addresses';

/** A customer's saved delivery addresses. */
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
      message: 'Address saved successfully!',
      address: await saveAddress(db(), request.actor, request.body),
    }),
  );

  app.post(
    '/editAddress',
    { config: customers, schema: { tags, body: editAddressBodySchema, response: { 200: messageReplySchema, ...errorReplies } } },
    async (request) => {
      await editAddress(db(), request.actor, request.body);
      return { success: true as const, message: 'Address updated successfully!' };
    },
  );

  app.delete(
    '/deleteAddress',
    { config: customers, schema: { tags, querystring: addressRefQuerySchema, response: { 200: addressesReplySchema, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      addresses: await deleteAddress(db(), request.actor, request.query),
      message: 'Address deleted successfully!',
    }),
  );

  app.put(
    '/setAsDefault',
    { config: customers, schema: { tags, body: setDefaultAddressBodySchema, response: { 200: addressesReplySchema, ...errorReplies } } },
    async (request) => ({
      success: true as const,
      addresses: await setDefaultAddress(db(), request.actor, request.body),
      message: 'Default address updated successfully!',
    }),
  );
}
