import type { messageReplySchema, ChangeSellerPasswordBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const changeSellerPassword = (sellerId: string, body: ChangeSellerPasswordBody) =>
  request<typeof messageReplySchema>(`/user-profile/change-seller-password/${encodeURIComponent(sellerId)}`, { method: 'PUT', body });

/** PUT /api/user-profile/change-seller-password/{sellerId}; the reply's cookie keeps this session signed in. */
export function useChangeSellerPassword(sellerId: string) {
  return useMutation({ mutationFn: (body: ChangeSellerPasswordBody) => changeSellerPassword(sellerId, body) });
}
