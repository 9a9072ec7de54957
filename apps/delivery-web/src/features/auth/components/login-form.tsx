import { ApiError } from '@nukkad/api-client';
import { deliveryLoginBodySchema } from '@nukkad/contracts';
import { Button, PhoneField, TextField, toFieldErrors, useFormFields } from '@nukkad/ui';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { useDeliveryLogin } from '../api/delivery-login';

const FIELDS = ['phone', 'password'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { phone: 'Phone', password: 'Password' };

/** Delivery partner login: on success the marker is stored and the dashboard opens. */
export function LoginForm() {
  const { values, errors, setErrors, onChange, validate } = useFormFields<Field>({ phone: '', password: '' });
  const login = useDeliveryLogin();
  const navigate = useNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.reset();
    if (!validate(event.currentTarget, deliveryLoginBodySchema, LABELS).ok) return;
    login.mutate(
      { phone: values.phone.trim(), password: values.password },
      {
        onSuccess: () => navigate(paths.delivery.dashboard.getHref(), { replace: true }),
        onError: (err) => {
          if (err instanceof ApiError) setErrors(toFieldErrors(err.errors, FIELDS));
        },
      },
    );
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Delivery partner login">
      {login.isError ? <FormAlert message="Login failed. Please check your credentials and try again." /> : null}
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
      <Button type="submit" block size="lg" busy={login.isPending}>
        Log in
      </Button>
      <p className="auth-form__switch">
        New partner? <Link to={paths.auth.signup.getHref()}>Create an account</Link>
      </p>
    </form>
  );
}
