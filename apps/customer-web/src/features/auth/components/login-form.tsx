import { errorMessage, useSendOtp, useUserLogin } from '@nukkad/api-client';
import { OTP_LENGTH, phoneSchema, LOGIN_SUCCESS_MESSAGE } from '@nukkad/contracts';
import { Button, TextField, useToast } from '@nukkad/ui';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSetSessionUser } from '../../../lib/session';
import { formatCountdown, useOtpCountdown } from '../hooks/use-otp-countdown';
import { PhoneField } from './phone-field';

/** Phone → Send OTP (starts the resend countdown, reveals the code field) → Login. */
export function LoginForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const countdown = useOtpCountdown('login');
  // After a reload during the wait, the code is on its way to the phone it was sent to.
  const [phone, setPhone] = useState(() => countdown.restored?.phone ?? '');
  const [otp, setOtp] = useState('');
  const otpRef = useRef<HTMLInputElement>(null);
  const sendOtp = useSendOtp();
  const setSessionUser = useSetSessionUser();
  const login = useUserLogin({ onSuccess: (reply) => setSessionUser(reply.user) });

  const onSendOtp = () => {
    if (!phone.trim()) {
      toast.warning('Enter your phone number first');
      return;
    }
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      toast.warning(parsed.error.issues[0]?.message ?? 'Enter a valid phone number');
      return;
    }
    sendOtp.mutate(
      { formData: { phone: parsed.data } },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          countdown.start({ phone: parsed.data });
          // The field appears with this render; focus it on the next frame.
          window.requestAnimationFrame(() => otpRef.current?.focus());
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not send the OTP. Please try again.')),
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!phone.trim() || !otp.trim()) {
      toast.warning('Fill all fields');
      return;
    }
    // The promise, not mutate's callbacks: signing in may replace this form before they would run.
    login.mutateAsync({ phone: phone.trim(), otp: otp.trim().toUpperCase() }).then(
      () => {
        countdown.reset();
        toast.success(LOGIN_SUCCESS_MESSAGE);
        navigate(paths.home.getHref(), { replace: true });
      },
      (error: unknown) => toast.error(errorMessage(error, 'Login failed')),
    );
  };

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Login">
      <PhoneField value={phone} onChange={setPhone} required />

      {countdown.revealed ? (
        <TextField
          ref={otpRef}
          label="OTP"
          name="otp"
          required
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={OTP_LENGTH}
          placeholder={`${OTP_LENGTH}-character code`}
          className="auth-form__otp"
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/[^a-z0-9]/gi, '').toUpperCase())}
        />
      ) : null}

      <div className="auth-form__resend">
        {countdown.counting ? (
          <p className="auth-form__timer" role="timer" aria-live="off">
            Resend OTP in <strong>{formatCountdown(countdown.secondsLeft)}</strong>
          </p>
        ) : (
          <Button variant={countdown.revealed ? 'ghost' : 'secondary'} block={!countdown.revealed} busy={sendOtp.isPending} onClick={onSendOtp}>
            {countdown.revealed ? 'Resend OTP' : 'Send OTP'}
          </Button>
        )}
      </div>

      <Button type="submit" block size="lg" busy={login.isPending}>
        Login
      </Button>

      <p className="auth-form__switch">
        New to Nukkad? <Link to={paths.signup.getHref()}>Create an account</Link>
      </p>
    </form>
  );
}
