import {
  adminMeReplySchema,
  customerAuthReplySchema,
  deliveryMeReplySchema,
  deliveryStatsReplySchema,
  getUserReplySchema,
  messageReplySchema,
  sellerDetailsReplySchema,
  sendOtpReplySchema,
  tokenReplySchema,
  type AdminLoginBody,
  type AdminSignupBody,
  type DeliveryLoginBody,
  type DeliverySignupBody,
  type SellerLoginBody,
  type SellerSignupBody,
  type SendOtpBody,
  type UserLoginBody,
  type UserSignupBody,
} from '@nukkad/contracts';
import { queryOptions } from '@tanstack/react-query';
import { request } from './http';

export const authKeys = {
  user: ['auth', 'user'] as const,
  seller: ['auth', 'seller-details'] as const,
  admin: ['auth', 'admin'] as const,
  delivery: ['auth', 'delivery'] as const,
  deliveryStats: (id: string) => ['delivery', 'stats', id] as const,
  /** The stats of any partner (the app knows only its own). */
  allDeliveryStats: ['delivery', 'stats'] as const,
};

// ---- customers

export const sendOtp = (body: SendOtpBody) => request('/auth/send-otp', { method: 'POST', body, reply: sendOtpReplySchema });
export const userSignup = (body: UserSignupBody) =>
  request('/auth/user-signup', { method: 'POST', body, reply: customerAuthReplySchema });
export const userLogin = (body: UserLoginBody) => request('/auth/user-login', { method: 'POST', body, reply: customerAuthReplySchema });
export const getUser = (signal?: AbortSignal) => request('/auth/getUser', { reply: getUserReplySchema, signal });
export const logout = () => request('/auth/logout', { method: 'POST', body: {}, reply: messageReplySchema });

/** The session is checked once at start-up: a failed check means nobody is signed in. */
export const userQueryOptions = () =>
  queryOptions({ queryKey: authKeys.user, queryFn: ({ signal }) => getUser(signal), retry: false, staleTime: Infinity });

// ---- sellers

export const sellerSignup = (body: SellerSignupBody) =>
  request('/auth/seller-signup', { method: 'POST', body, reply: messageReplySchema });
export const sellerLogin = (body: SellerLoginBody) => request('/auth/seller-login', { method: 'POST', body, reply: tokenReplySchema });
export const getSellerDetails = (signal?: AbortSignal) => request('/auth/getSellerDetails', { reply: sellerDetailsReplySchema, signal });
export const sellerDetailsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.seller, queryFn: ({ signal }) => getSellerDetails(signal), retry: false });

// ---- admins

export const adminSignup = (body: AdminSignupBody) => request('/admin/signup', { method: 'POST', body, reply: messageReplySchema });
export const adminLogin = (body: AdminLoginBody) => request('/admin/login', { method: 'POST', body, reply: tokenReplySchema });
export const adminLogout = () => request('/admin/logout', { method: 'POST', body: {}, reply: messageReplySchema });
export const getAdmin = (signal?: AbortSignal) => request('/admin/me', { reply: adminMeReplySchema, signal });
export const adminQueryOptions = () =>
  queryOptions({ queryKey: authKeys.admin, queryFn: ({ signal }) => getAdmin(signal), retry: false, staleTime: Infinity });

// ---- delivery partners

export const deliverySignup = (body: DeliverySignupBody) =>
  request('/delivery/signup', { method: 'POST', body, reply: messageReplySchema });
export const deliveryLogin = (body: DeliveryLoginBody) => request('/delivery/login', { method: 'POST', body, reply: tokenReplySchema });
export const getDeliveryPartner = (signal?: AbortSignal) => request('/delivery/me', { reply: deliveryMeReplySchema, signal });
export const deliveryPartnerQueryOptions = () =>
  queryOptions({ queryKey: authKeys.delivery, queryFn: ({ signal }) => getDeliveryPartner(signal), retry: false, staleTime: Infinity });
export const getDeliveryStats = (deliveryBoyId: string, signal?: AbortSignal) =>
  request(`/delivery/orders/${encodeURIComponent(deliveryBoyId)}`, { reply: deliveryStatsReplySchema, signal });
export const deliveryStatsQueryOptions = (deliveryBoyId: string) =>
  queryOptions({ queryKey: authKeys.deliveryStats(deliveryBoyId), queryFn: ({ signal }) => getDeliveryStats(deliveryBoyId, signal) });
