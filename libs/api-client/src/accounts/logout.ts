import type { messageReplySchema } from '@nukkad/contracts';
import { request } from '../http';

/** POST /api/auth/logout: ends a customer's, seller's or partner's session (the cookie is cleared by the API). */
export const logout = () => request<typeof messageReplySchema>('/auth/logout', { method: 'POST', body: {} });
