import { ApiError } from '@nukkad/api-client';
import { PHONE_LENGTH, REDIRECT_AFTER_SUCCESS_MS, sellerLoginBodySchema } from '@nukkad/contracts';
import { Button, TextField, useToast } from '@nukkad/ui';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDelayedNavigate } from '../../../hooks/use-delayed-navigate';
import { focusFirstError, requiredErrors, toFieldErrors } from '../../../utils/form-errors';
import type { FieldErrors } from '../../../utils/form-errors';
import { useSellerLogin } from '../api/seller-login';
import { serverMessageOr } from '../../../utils/server-message';

const FIELDS = ['phone', 'password'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { phone: 'Phone', password: 'Password' };

/** Seller login: phone and password required; on success the marker is stored and the dashboard opens after 2 s. */
export function LoginForm() {
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [done, setDone] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const login = useSellerLogin();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let found = requiredErrors(values, LABELS);
    if (Object.keys(found).length === 0) {
      const parsed = sellerLoginBodySchema.safeParse(values);
      if (!parsed.success) found = toFieldErrors(parsed.error.issues, FIELDS);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(formRef.current, found);
      return;
    }
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
          toast.error(serverMessageOr(err, 'Login Failed. Please try again. ❌'));
        },
      },
    );
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label="Seller login">
      <TextField
        label={LABELS.phone}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={PHONE_LENGTH}
        required
        value={values.phone}
        onChange={set('phone')}
        error={errors.phone}
      />
      <TextField
        label={LABELS.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={set('password')}
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
