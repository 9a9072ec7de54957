import { ApiError, errorMessage, useDelayedNavigate } from '@nukkad/api-client';
import { PHONE_LENGTH, REDIRECT_AFTER_SUCCESS_MS, sellerSignupBodySchema } from '@nukkad/contracts';
import { Button, PhoneField, TextField, toFieldErrors, useFormFields, useToast } from '@nukkad/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSellerSignup } from '../api/seller-signup';

const FIELDS = ['username', 'phone', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  username: 'Username',
  phone: 'Phone',
  password: 'Password',
  confirmPassword: 'Confirm password',
};
const EMPTY: Record<Field, string> = { username: '', phone: '', password: '', confirmPassword: '' };

/** Seller sign-up: all four fields required, passwords must match; on success, the login page after 2 s. */
export function SignupForm() {
  const { values, errors, setErrors, onChange, validate } = useFormFields(EMPTY);
  const [done, setDone] = useState(false);
  const signup = useSellerSignup();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate(event.currentTarget, sellerSignupBodySchema, LABELS, { formData: values }).ok) return;
    signup.mutate(values, {
      onSuccess: () => {
        setDone(true);
        toast.success('Signup Successful! 🎉');
        navigateLater(paths.auth.login.getHref(), REDIRECT_AFTER_SUCCESS_MS);
      },
      onError: (err) => {
        if (err instanceof ApiError) setErrors(toFieldErrors(err.errors, FIELDS));
        toast.error(errorMessage(err, 'Signup Failed. Please try again. ❌'));
      },
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Seller sign-up">
      <TextField
        label={LABELS.username}
        name="username"
        autoComplete="username"
        required
        value={values.username}
        onChange={onChange}
        error={errors.username}
      />
      <PhoneField
        label={LABELS.phone}
        hint={`${PHONE_LENGTH} digits`}
        required
        value={values.phone}
        onChange={onChange}
        error={errors.phone}
      />
      <TextField
        label={LABELS.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        onChange={onChange}
        error={errors.password}
      />
      <TextField
        label={LABELS.confirmPassword}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        value={values.confirmPassword}
        onChange={onChange}
        error={errors.confirmPassword}
      />
      <Button type="submit" block size="lg" busy={signup.isPending} disabled={done}>
        {done ? 'Taking you to login…' : 'Sign up'}
      </Button>
      <p className="auth-form__switch">
        Already selling on Nukkad? <Link to={paths.auth.login.getHref()}>Log in</Link>
      </p>
    </form>
  );
}
