import {
  adminMeReplySchema,
  customerAuthReplySchema,
  deliveryMeReplySchema,
  getUserReplySchema,
  messageReplySchema,
  sellerDetailsReplySchema,
  sendOtpReplySchema,
  tokenReplySchema,
} from '@nukkad/contracts';
import type {
  AdminLoginBody,
  AdminSignupBody,
  DeliveryLoginBody,
  DeliverySignupBody,
  SellerLoginBody,
  SellerSignupBody,
  SendOtpBody,
  UserLoginBody,
  UserSignupBody,
} from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';
import { authKeys } from './query-keys';

// ---- customers

export const sendOtp = (body: SendOtpBody) => request('/auth/send-otp', { method: 'POST', body, reply: sendOtpReplySchema });
export const userSignup = (body: UserSignupBody) =>
  request('/auth/user-signup', { method: 'POST', body, reply: customerAuthReplySchema });
export const userLogin = (body: UserLoginBody) =>
  request('/auth/user-login', { method: 'POST', body, reply: customerAuthReplySchema });
export const getUser = (signal?: AbortSignal) => request('/auth/getUser', { reply: getUserReplySchema, signal });
export const logout = () => request('/auth/logout', { method: 'POST', body: {}, reply: messageReplySchema });

/** The session is checked once at start-up: a failed check means nobody is signed in. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: authKeys.user, queryFn: ({ signal }) => getUser(signal), retry: false, staleTime: Infinity });

// ---- sellers

export const sellerSignup = (body: SellerSignupBody) =>
  request('/auth/seller-signup', { method: 'POST', body, reply: messageReplySchema });
export const sellerLogin = (body: SellerLoginBody) =>
  request('/auth/seller-login', { method: 'POST', body, reply: tokenReplySchema });
export const getSellerDetails = (signal?: AbortSignal) =>
  request('/auth/getSellerDetails', { reply: sellerDetailsReplySchema, signal });
export const sellerDetailsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.seller, queryFn: ({ signal }) => getSellerDetails(signal), retry: false });

// ---- admins

export const adminSignup = (body: AdminSignupBody) =>
  request('/admin/signup', { method: 'POST', body, reply: messageReplySchema });
export const adminLogin = (body: AdminLoginBody) => request('/admin/login', { method: 'POST', body, reply: tokenReplySchema });
export const adminLogout = () => request('/admin/logout', { method: 'POST', body: {}, reply: messageReplySchema });
export const getAdmin = (signal?: AbortSignal) => request('/admin/me', { reply: adminMeReplySchema, signal });
export const adminQueryOptions = () =>
  queryOptions({ queryKey: authKeys.admin, queryFn: ({ signal }) => getAdmin(signal), retry: false, staleTime: Infinity });

// ---- delivery partners

export const deliverySignup = (body: DeliverySignupBody) =>
  request('/delivery/signup', { method: 'POST', body, reply: messageReplySchema });
export const deliveryLogin = (body: DeliveryLoginBody) =>
  request('/delivery/login', { method: 'POST', body, reply: tokenReplySchema });
export const getDeliveryPartner = (signal?: AbortSignal) => request('/delivery/me', { reply: deliveryMeReplySchema, signal });
export const deliveryPartnerQueryOptions = () =>
  queryOptions({ queryKey: authKeys.delivery, queryFn: ({ signal }) => getDeliveryPartner(signal), retry: false, staleTime: Infinity });
