import { ApiError, errorMessage, useDelayedNavigate } from '@nukkad/api-client';
import { REDIRECT_AFTER_SUCCESS_MS, sellerLoginBodySchema } from '@nukkad/contracts';
import { Button, PhoneField, TextField, toFieldErrors, useFormFields, useToast } from '@nukkad/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useSellerLogin } from '../api/seller-login';

const FIELDS = ['phone', 'password'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { phone: 'Phone', password: 'Password' };

/** Seller login: phone and password required; on success the marker is stored and the dashboard opens after 2 s. */
export function LoginForm() {
  const { values, errors, setErrors, onChange, validate } = useFormFields<Field>({ phone: '', password: '' });
  const [done, setDone] = useState(false);
  const login = useSellerLogin();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!validate(event.currentTarget, sellerLoginBodySchema, LABELS).ok) return;
    login.mutate(
      { phone: values.phone.trim(), password: values.password },
      {
        onSuccess: () => {
          setDone(true);
          toast.success('Login Successful! 🎉');
          navigateLater(paths.seller.dashboard.getHref(), REDIRECT_AFTER_SUCCESS_MS);
        },
        onError: (err) => {
          if (err instanceof ApiError) setErrors(toFieldErrors(err.errors, FIELDS));
          toast.error(errorMessage(err, 'Login Failed. Please try again. ❌'));
        },
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Seller login">
      <PhoneField
        label={LABELS.phone}
        required
        value={values.phone}
        onChange={onChange}
        error={errors.phone}
      />
      <TextField
        label={LABELS.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={onChange}
        error={errors.password}
      />
      <Button type="submit" block size="lg" busy={login.isPending} disabled={done}>
        {done ? 'Opening your dashboard…' : 'Log in'}
      </Button>
      <p className="auth-form__switch">
        New to Nukkad? <Link to={paths.auth.signup.getHref()}>Create a seller account</Link>
      </p>
    </form>
  );
}
