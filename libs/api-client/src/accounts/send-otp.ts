import type { sendOtpReplySchema, SendOtpBody } from '@nukkad/contracts';
import { useMutation } from '@tanstack/react-query';
import { request } from '../http';

export const sendOtp = (body: SendOtpBody) => request<typeof sendOtpReplySchema>('/auth/send-otp', { method: 'POST', body });

/** POST /api/auth/send-otp: with a username the code is for sign-up, without one for login. */
export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
