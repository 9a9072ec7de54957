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

export const sendOtp = (body: SendOtpBody) => request('/auth/send-otp', { method: 'POST', body, reply: (c) => c.sendOtpReplySchema });
export const userSignup = (body: UserSignupBody) =>
  request('/auth/user-signup', { method: 'POST', body, reply: (c) => c.customerAuthReplySchema });
export const userLogin = (body: UserLoginBody) =>
  request('/auth/user-login', { method: 'POST', body, reply: (c) => c.customerAuthReplySchema });
export const getUser = (signal?: AbortSignal) => request('/auth/getUser', { reply: (c) => c.getUserReplySchema, signal });
export const logout = () => request('/auth/logout', { method: 'POST', body: {}, reply: (c) => c.messageReplySchema });

/** The session is checked once at start-up: a failed check means nobody is signed in. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: authKeys.user, queryFn: ({ signal }) => getUser(signal), retry: false, staleTime: Infinity });

// ---- sellers

export const sellerSignup = (body: SellerSignupBody) =>
  request('/auth/seller-signup', { method: 'POST', body, reply: (c) => c.messageReplySchema });
export const sellerLogin = (body: SellerLoginBody) =>
  request('/auth/seller-login', { method: 'POST', body, reply: (c) => c.tokenReplySchema });
export const getSellerDetails = (signal?: AbortSignal) =>
  request('/auth/getSellerDetails', { reply: (c) => c.sellerDetailsReplySchema, signal });
export const sellerDetailsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.seller, queryFn: ({ signal }) => getSellerDetails(signal), retry: false });

// ---- admins

export const adminSignup = (body: AdminSignupBody) =>
  request('/admin/signup', { method: 'POST', body, reply: (c) => c.messageReplySchema });
export const adminLogin = (body: AdminLoginBody) => request('/admin/login', { method: 'POST', body, reply: (c) => c.tokenReplySchema });
export const adminLogout = () => request('/admin/logout', { method: 'POST', body: {}, reply: (c) => c.messageReplySchema });
export const getAdmin = (signal?: AbortSignal) => request('/admin/me', { reply: (c) => c.adminMeReplySchema, signal });
export const adminQueryOptions = () =>
  queryOptions({ queryKey: authKeys.admin, queryFn: ({ signal }) => getAdmin(signal), retry: false, staleTime: Infinity });

// ---- delivery partners

export const deliverySignup = (body: DeliverySignupBody) =>
  request('/delivery/signup', { method: 'POST', body, reply: (c) => c.messageReplySchema });
export const deliveryLogin = (body: DeliveryLoginBody) =>
  request('/delivery/login', { method: 'POST', body, reply: (c) => c.tokenReplySchema });
export const getDeliveryPartner = (signal?: AbortSignal) => request('/delivery/me', { reply: (c) => c.deliveryMeReplySchema, signal });
export const deliveryPartnerQueryOptions = () =>
  queryOptions({ queryKey: authKeys.delivery, queryFn: ({ signal }) => getDeliveryPartner(signal), retry: false, staleTime: Infinity });
export const getDeliveryStats = (deliveryBoyId: string, signal?: AbortSignal) =>
  request(`/delivery/orders/${encodeURIComponent(deliveryBoyId)}`, { reply: (c) => c.deliveryStatsReplySchema, signal });
export const deliveryStatsQueryOptions = (deliveryBoyId: string) =>
  queryOptions({ queryKey: authKeys.deliveryStats(deliveryBoyId), queryFn: ({ signal }) => getDeliveryStats(deliveryBoyId, signal) });
