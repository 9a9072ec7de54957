import { errorMessage, useSendOtp, useUserSignup } from '@nukkad/api-client';
import { OTP_LENGTH, REDIRECT_AFTER_SUCCESS_MS, phoneSchema, SIGNUP_SUCCESS_MESSAGE, PASSWORDS_DIFFER_MESSAGE, INCOMPLETE_OTP_MESSAGE, AUTH_FORM_TEXTS } from '@nukkad/contracts';
import { Button, RequiredMark, TextField, useToast } from '@nukkad/ui';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSetSessionUser } from '../../../lib/session';
import { formatCountdown, useOtpCountdown } from '../hooks/use-otp-countdown';
import { OtpBoxes } from './otp-boxes';
import { PhoneField } from './phone-field';

type Step = 'form' | 'otp' | 'done';

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');
// The spec's sign-up failures carry a cross mark, whether sending the code or checking it failed.
const signupFailed = (error: unknown) => `${errorMessage(error, 'Signup Failed. Please try again.')} ❌`;

/** Sign-up: name, phone and terms → a code is sent → the 4 boxes verify it → home after 2 s. */
export function SignupForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const countdown = useOtpCountdown('signup');
  // A reload during the resend wait returns to the code step for the same details, without sending again.
  const [step, setStep] = useState<Step>(() => (countdown.restored ? 'otp' : 'form'));
  const [username, setUsername] = useState(() => countdown.restored?.username ?? '');
  const [phone, setPhone] = useState(() => countdown.restored?.phone ?? '');
  const [accepted, setAccepted] = useState(() => countdown.restored !== null);
  // The spec keeps a password pair that is compared although no input shows it.
  const [password] = useState('');
  const [confirmPassword] = useState('');
  const [code, setCode] = useState<string[]>(emptyCode);
  const sendOtp = useSendOtp();
  const setSessionUser = useSetSessionUser();
  const signup = useUserSignup({ onSuccess: (reply) => setSessionUser(reply.user) });

  useEffect(() => {
    if (step !== 'done') return undefined;
    const timer = window.setTimeout(() => navigate(paths.home.getHref(), { replace: true }), REDIRECT_AFTER_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [step, navigate]);

  const requestCode = () => {
    sendOtp.mutate(
      { formData: { phone, username: username.trim() } },
      {
        onSuccess: (reply) => {
          toast.success(reply.message);
          countdown.start({ phone, username: username.trim() });
          setCode(emptyCode());
          setStep('otp');
        },
        onError: (error) => toast.error(signupFailed(error)),
      },
    );
  };

  const onSubmitDetails = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!username.trim() || !phone.trim()) {
      toast.warning('Name and phone number are required');
      return;
    }
    const parsed = phoneSchema.safeParse(phone);
    if (!parsed.success) {
      toast.warning(parsed.error.issues[0]?.message ?? 'Enter a valid phone number');
      return;
    }
    if (!accepted) {
      toast.warning('Please accept the Terms & Conditions and Privacy Policy');
      return;
    }
    if (password !== confirmPassword) {
      toast.error(PASSWORDS_DIFFER_MESSAGE);
      return;
    }
    requestCode();
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = code.join('');
    if (otp.length < OTP_LENGTH) {
      toast.warning(INCOMPLETE_OTP_MESSAGE);
      return;
    }
    signup.mutate(
      { formData: { phone, username: username.trim() }, otp },
      {
        onSuccess: (reply) => {
          countdown.reset();
          toast.success(reply.message || SIGNUP_SUCCESS_MESSAGE);
          setStep('done');
        },
        onError: (error) => toast.error(signupFailed(error)),
      },
    );
  };

  // After success the toast is the one confirmation; the code step stays, locked, until the redirect.
  if (step === 'otp' || step === 'done') {
    const locked = signup.isPending || step === 'done';
    return (
      <form className="auth-form" onSubmit={onVerify} noValidate aria-label="Verify phone">
        <p className="auth-form__lead">
          Enter the {OTP_LENGTH}-character code we sent to <strong>{phone}</strong>.
        </p>
        <OtpBoxes value={code} onChange={setCode} disabled={locked} autoFocus required />
        <Button type="submit" block size="lg" busy={locked}>
          Verify
        </Button>
        {step === 'otp' && (
          <div className="auth-form__row">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                countdown.reset();
                setStep('form');
              }}
            >
              Change details
            </Button>
            {countdown.counting ? (
              <p className="auth-form__timer" role="timer" aria-live="off">
                Resend OTP in <strong>{formatCountdown(countdown.secondsLeft)}</strong>
              </p>
            ) : (
              <Button variant="ghost" size="sm" busy={sendOtp.isPending} onClick={requestCode}>
                Resend OTP
              </Button>
            )}
          </div>
        )}
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmitDetails} noValidate aria-label={AUTH_FORM_TEXTS.signUp}>
      <TextField
        label="Full name"
        name="username"
        autoComplete="name"
        required
        placeholder="e.g. Priya Sharma"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PhoneField value={phone} onChange={setPhone} required />
      <div className="checkbox-field">
        <input id="signup-terms" type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} required />
        <label htmlFor="signup-terms">
          I agree to the <Link to={paths.terms.getHref()}>Terms &amp; Conditions</Link> and the{' '}
          <Link to={paths.policy.getHref()}>Privacy Policy</Link>
          <RequiredMark />
        </label>
      </div>
      <Button type="submit" block size="lg" busy={sendOtp.isPending}>
        Sign Up
      </Button>
      <p className="auth-form__switch">
        Already have an account? <Link to={paths.login.getHref()}>{AUTH_FORM_TEXTS.logIn}</Link>
      </p>
    </form>
  );
}
