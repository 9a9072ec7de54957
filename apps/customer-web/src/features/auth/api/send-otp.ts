import { sendOtp } from '@nukkad/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /auth/send-otp: with a username the code is for sign-up, without one for login. */
export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
