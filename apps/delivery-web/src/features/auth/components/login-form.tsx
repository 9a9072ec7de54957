import { ApiError } from '@nukkad/api-client';
import { deliveryLoginBodySchema, PHONE_LENGTH } from '@nukkad/contracts';
import { Button, TextField } from '@nukkad/ui';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { focusFirstError, requiredErrors, toFieldErrors } from '../../../utils/form-errors';
import type { FieldErrors } from '../../../utils/form-errors';
import { useDeliveryLogin } from '../api/delivery-login';

const FIELDS = ['phone', 'password'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { phone: 'Phone', password: 'Password' };

/** Delivery partner login: on success the marker is stored and the dashboard opens. */
export function LoginForm() {
  const [values, setValues] = useState<Record<Field, string>>({ phone: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const login = useDeliveryLogin();
  const navigate = useNavigate();

  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    login.reset();
    let found = requiredErrors(values, LABELS);
    if (Object.keys(found).length === 0) {
      const parsed = deliveryLoginBodySchema.safeParse(values);
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
        onSuccess: () => navigate(paths.delivery.dashboard.getHref(), { replace: true }),
        onError: (err) => {
          if (err instanceof ApiError) setErrors(toFieldErrors(err.errors, FIELDS));
        },
      },
    );
  }

  return (
    <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate aria-label="Delivery partner login">
      {login.isError ? <FormAlert message="Login failed. Please check your credentials and try again." /> : null}
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
      <Button type="submit" block size="lg" busy={login.isPending}>
        Log in
      </Button>
      <p className="auth-form__switch">
        New partner? <Link to={paths.auth.signup.getHref()}>Create an account</Link>
      </p>
    </form>
  );
}
