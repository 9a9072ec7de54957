import { errorMessage } from '@nukkad/api-client';
import { OTP_LENGTH, REDIRECT_AFTER_SUCCESS_MS, phoneSchema } from '@nukkad/contracts';
import { Button, TextField, useToast } from '@nukkad/ui';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useSendOtp } from '../api/send-otp';
import { useSignup } from '../api/signup';
import { OtpBoxes } from './otp-boxes';
import { PhoneField } from './phone-field';

type Step = 'form' | 'otp' | 'done';

const emptyCode = () => Array.from({ length: OTP_LENGTH }, () => '');

/** Sign-up: name, phone and terms → a code is sent → the 4 boxes verify it → home after 2 s. */
export function SignupForm() {
  const toast = useToast();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('form');
  const [username, setUsername] = useState('');
  const [phone, setPhone] = useState('');
  const [accepted, setAccepted] = useState(false);
  // The spec keeps a password pair that is compared although no input shows it.
  const [password] = useState('');
  const [confirmPassword] = useState('');
  const [code, setCode] = useState<string[]>(emptyCode);
  const sendOtp = useSendOtp();
  const signup = useSignup();

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
          setCode(emptyCode());
          setStep('otp');
        },
        onError: (error) => toast.error(`${errorMessage(error, 'Signup Failed. Please try again.')} ❌`),
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
      toast.error('Passwords do not match. ❌');
      return;
    }
    requestCode();
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = code.join('');
    if (otp.length < OTP_LENGTH) {
      toast.warning('Please enter the complete 4-digit OTP');
      return;
    }
    signup.mutate(
      { formData: { phone, username: username.trim() }, otp },
      {
        onSuccess: (reply) => {
          toast.success(reply.message || 'Signup Successful! 🎉');
          setStep('done');
        },
        onError: (error) => toast.error(errorMessage(error, 'Verification failed. Please try again.')),
      },
    );
  };

  if (step === 'done') {
    return (
      <div className="auth-done" role="status">
        <p className="auth-done__emoji" aria-hidden="true">
          🎉
        </p>
        <h2>Welcome to Nukkad, {username.trim()}!</h2>
        <p className="muted">Taking you to the home page…</p>
      </div>
    );
  }

  if (step === 'otp') {
    return (
      <form className="auth-form" onSubmit={onVerify} noValidate aria-label="Verify phone">
        <p className="auth-form__lead">
          Enter the {OTP_LENGTH}-character code we sent to <strong>{phone}</strong>.
        </p>
        <OtpBoxes value={code} onChange={setCode} disabled={signup.isPending} autoFocus />
        <Button type="submit" block size="lg" busy={signup.isPending}>
          Verify
        </Button>
        <div className="auth-form__row">
          <Button variant="ghost" size="sm" onClick={() => setStep('form')}>
            Change details
          </Button>
          <Button variant="ghost" size="sm" busy={sendOtp.isPending} onClick={requestCode}>
            Resend code
          </Button>
        </div>
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmitDetails} noValidate aria-label="Sign up">
      <TextField
        label="Full name"
        name="username"
        autoComplete="name"
        required
        placeholder="e.g. Priya Sharma"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PhoneField value={phone} onChange={setPhone} />
      <div className="checkbox-field">
        <input id="signup-terms" type="checkbox" checked={accepted} onChange={(event) => setAccepted(event.target.checked)} required />
        <label htmlFor="signup-terms">
          I agree to the <Link to={paths.terms.getHref()}>Terms &amp; Conditions</Link> and the{' '}
          <Link to={paths.policy.getHref()}>Privacy Policy</Link>
        </label>
      </div>
      <Button type="submit" block size="lg" busy={sendOtp.isPending}>
        Sign Up
      </Button>
      <p className="auth-form__switch">
        Already have an account? <Link to={paths.login.getHref()}>Log in</Link>
      </p>
    </form>
  );
}
