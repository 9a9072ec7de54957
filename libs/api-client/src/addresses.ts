import { addressesReplySchema, messageReplySchema, saveAddressReplySchema } from '@nukkad/contracts';
import type { EditAddressBody, SaveAddressBody } from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { addressKeys } from './query-keys';

export const getAddresses = (userId: string, signal?: AbortSignal) =>
  request('/user-profile/getAddresses', { query: { userId }, reply: addressesReplySchema, signal });
/** The customer's saved addresses; the default one is among them. */
export const addressesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: addressKeys.list(userId), queryFn: ({ signal }) => getAddresses(userId, signal) });

export const saveAddress = (body: SaveAddressBody) =>
  request('/user-profile/saveAddress', { method: 'POST', body, reply: saveAddressReplySchema });

export const editAddress = (body: EditAddressBody) =>
  request('/user-profile/editAddress', { method: 'POST', body, reply: messageReplySchema.partial({ message: true }) });

/** Replies with the addresses left, the default possibly moved to another one. */
export const deleteAddress = (userId: string, addressId: string) =>
  request('/user-profile/deleteAddress', { method: 'DELETE', query: { userId, addressId }, reply: addressesReplySchema });

export const setDefaultAddress = (userId: string, addressId: string) =>
  request('/user-profile/setAsDefault', { method: 'PUT', body: { userId, addressId }, reply: addressesReplySchema });
