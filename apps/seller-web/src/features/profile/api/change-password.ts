import { changeSellerPassword } from '@nukkad/api-client';
import type { ChangeSellerPasswordBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';

/** PUT /api/user-profile/change-seller-password/{sellerId}; the reply's cookie keeps this session signed in. */
export function useChangeSellerPassword(sellerId: string) {
  return useMutation({ mutationFn: (body: ChangeSellerPasswordBody) => changeSellerPassword(sellerId, body) });
}
