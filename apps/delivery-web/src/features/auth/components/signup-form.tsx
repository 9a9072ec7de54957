import { ApiError, errorMessage, useDelayedNavigate } from '@nukkad/api-client';
import { deliverySignupBodySchema, PHONE_LENGTH, REDIRECT_AFTER_SUCCESS_MS } from '@nukkad/contracts';
import { Button, PhoneField, TextField, toFieldErrors, useFormFields, useToast } from '@nukkad/ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { paths } from '../../../config/paths';
import { useDeliverySignup } from '../api/delivery-signup';

const FIELDS = ['username', 'phone', 'password', 'secretKey'] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { username: 'Username', phone: 'Phone', password: 'Password', secretKey: 'Secret key' };
const EMPTY: Record<Field, string> = { username: '', phone: '', password: '', secretKey: '' };

/** Delivery partner sign-up with the secret key; on success, the login page after 2 s. */
export function SignupForm() {
  const { values, errors, setErrors, onChange, validate } = useFormFields(EMPTY);
  const [done, setDone] = useState(false);
  const signup = useDeliverySignup();
  const toast = useToast();
  const navigateLater = useDelayedNavigate();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signup.reset();
    if (!validate(event.currentTarget, deliverySignupBodySchema, LABELS).ok) return;
    signup.mutate(values, {
      onSuccess: () => {
        setDone(true);
        toast.success('Account created successfully');
        navigateLater(paths.auth.login.getHref(), REDIRECT_AFTER_SUCCESS_MS);
      },
      onError: (err) => {
        if (err instanceof ApiError) setErrors(toFieldErrors(err.errors, FIELDS));
      },
    });
  }

  // The server's own reason (e.g. a wrong secret key or a phone already registered), when it gave one.
  const reason = signup.isError ? errorMessage(signup.error, '') : '';

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate aria-label="Delivery partner sign-up">
      {signup.isError ? <FormAlert message="Signup failed. Please check your details and try again." detail={reason} /> : null}
      <TextField
        label={LABELS.username}
        name="username"
        autoComplete="name"
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
        label={LABELS.secretKey}
        name="secretKey"
        type="password"
        autoComplete="off"
        hint="Given to you by the Nukkad team."
        required
        value={values.secretKey}
        onChange={onChange}
        error={errors.secretKey}
      />
      <Button type="submit" block size="lg" busy={signup.isPending} disabled={done}>
        {done ? 'Taking you to login…' : 'Create account'}
      </Button>
      <p className="auth-form__switch">
        Already a partner? <Link to={paths.auth.login.getHref()}>Log in</Link>
      </p>
    </form>
  );
}
